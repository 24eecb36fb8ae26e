import { dispatchPageEvent } from '../../client/events';
import { formNames } from './form-names';
import type { FeedbackAnswer } from './feedback-answer';
import { submissionInputs } from './submission-inputs';

/** What the script keeps of one form: read from its hidden inputs (spec 3.8) when it starts. */
export interface FormState {
  id: number;
  pluginVersion: string;
  locale: string;
  unitTag: string;
  containerPost: number;
  parent: HTMLElement;
  /** The reset that follows a send shows the form as sent, not init (spec 4.5). */
  resetAfterSent: boolean;
}

const states = new WeakMap<HTMLFormElement, FormState>();

const hiddenValue = (form: HTMLFormElement, name: string) => (form.querySelector<HTMLInputElement>(`input[name="${name}"]`)?.value ?? '');

export function formState(form: HTMLFormElement): FormState {
  let state = states.get(form);
  if (!state) {
    const p = `_${formNames.prefix}`;
    state = {
      id: Number(hiddenValue(form, p)),
      pluginVersion: hiddenValue(form, `${p}_version`),
      locale: hiddenValue(form, `${p}_locale`),
      unitTag: hiddenValue(form, `${p}_unit_tag`),
      containerPost: Number(hiddenValue(form, `${p}_container_post`)),
      parent: form.closest<HTMLElement>(`.${formNames.prefix}`) ?? form,
      resetAfterSent: false,
    };
    states.set(form, state);
  }
  return state;
}

export const formStatus = (form: HTMLFormElement) => form.getAttribute('data-status') ?? 'init';

const knownStatuses = ['init', 'submitting', 'resetting', 'invalid', 'unaccepted', 'spam', 'aborted', 'sent', 'failed'];

/** Sets the form's status: its class and data-status, then `wpcf7statuschanged` when it changed. */
export function setFormStatus(form: HTMLFormElement, status: string): void {
  const previous = formStatus(form);
  form.classList.remove(...knownStatuses, ...[...form.classList].filter((c) => c.startsWith('custom-')));
  form.classList.add(status);
  form.setAttribute('data-status', status);
  if (previous !== status) dispatchPageEvent(form, `${formNames.prefix}statuschanged`, { status, prevStatus: previous });
}

/** The detail of the page events (spec 3.8). */
export function eventDetail(form: HTMLFormElement, formData: FormData, answer?: FeedbackAnswer) {
  const state = formState(form);
  return {
    contactFormId: state.id,
    pluginVersion: state.pluginVersion,
    contactFormLocale: state.locale,
    unitTag: state.unitTag,
    containerPostId: state.containerPost,
    status: formStatus(form),
    inputs: submissionInputs(formData.entries()),
    formData,
    ...(answer ? { apiResponse: answer } : {}),
  };
}

export const fireFormEvent = (form: HTMLFormElement, name: string, detail: object) => dispatchPageEvent(form, `${formNames.prefix}${name}`, detail);
