import * as vi from '../../lib/messages/index';
import { captchaChallengeField, formNames, ownHiddenFields, quizAnswerField } from './form-names';
import { honeypotName } from './honeypot';
import type { RenderContext } from './render-context';

/** `fieldset.hidden-fields-container` (contract.md), plus the fill-time field of the spam check. */
export function HiddenFields({ ctx }: { ctx: RenderContext }) {
  const { instance, outcome } = ctx;
  const fields: [string, string | number][] = [
    ['_wpcf7', instance.formId],
    ['_wpcf7_version', formNames.version],
    ['_wpcf7_locale', formNames.locale],
    ['_wpcf7_unit_tag', instance.unitTag],
    ['_wpcf7_container_post', instance.containerPost],
    ['_wpcf7_posted_data_hash', outcome?.postedDataHash ?? ''],
    ...Object.entries(instance.quiz).map(([name, quiz]): [string, string] => [quizAnswerField(name), quiz.answerHash]),
    ...Object.entries(instance.captcha).map(([name, captcha]): [string, string] => [captchaChallengeField(name), captcha.challenge]),
    [ownHiddenFields.fillToken, instance.fillToken],
  ];
  return (
    <fieldset className="hidden-fields-container">
      {fields.map(([name, value]) => (
        <input key={name} type="hidden" name={name} defaultValue={String(value)} />
      ))}
    </fieldset>
  );
}

// Off-screen by an inline style, so it stays hidden even where the stylesheet has not loaded.
const offScreen = { position: 'absolute', left: '-10000px', top: 'auto', width: '1px', height: '1px', overflow: 'hidden' } as const;

/** The honeypot: out of sight, out of the tab order and hidden from screen readers; a person leaves it empty. */
export function Honeypot() {
  return (
    <span style={offScreen} aria-hidden="true">
      <label>
        {vi.contactForms.honeypotLabel} <input type="text" name={honeypotName} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </span>
  );
}
