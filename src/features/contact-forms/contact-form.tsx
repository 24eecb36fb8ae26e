import * as vi from '../../lib/messages/index';
import { HiddenFields, Honeypot } from './form-hidden-fields';
import type { ParsedForm } from './form-tag';
import { layoutNodes } from './layout-view';
import type { FieldDefaults, FormInstance, FormOutcomeView, RenderContext } from './render-context';
import { ScreenReaderResponse } from './screen-reader-response';
import { clientStatus } from './status';

export interface ContactFormProps {
  form: ParsedForm;
  instance: FormInstance;
  /** The outcome of a submission made without JavaScript, when the page renders after it. */
  outcome?: FormOutcomeView;
  defaults?: FieldDefaults;
}

const noDefaults: FieldDefaults = { query: {}, user: null };

/**
 * A contact form with the ecosystem's markup (contract.md). It posts to its own page when scripts are off, so it
 * is always multipart: the same body the REST feedback call takes.
 */
export function ContactForm({ form, instance, outcome, defaults = noDefaults }: ContactFormProps) {
  const ctx: RenderContext = { form, instance, defaults, ...(outcome ? { outcome } : {}) };
  const status = clientStatus(outcome?.status ?? 'init');
  const classes = ['wpcf7-form', status, instance.acceptanceAsValidation && 'wpcf7-acceptance-as-validation'].filter(Boolean).join(' ');
  return (
    <div className="wpcf7" id={instance.unitTag} lang="vi" dir="ltr" data-wpcf7-id={instance.formId}>
      <ScreenReaderResponse outcome={outcome} />
      <form
        action={`${instance.pageUrl}#${instance.unitTag}`}
        method="post"
        className={classes}
        aria-label={vi.contactForms.formLabel}
        noValidate
        data-status={status}
        encType="multipart/form-data"
      >
        <HiddenFields ctx={ctx} />
        <Honeypot />
        {layoutNodes(form.layout, ctx)}
        <div className="wpcf7-response-output" aria-hidden="true">
          {outcome?.message}
        </div>
      </form>
    </div>
  );
}
