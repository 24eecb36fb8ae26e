import { applyRefill, clearResponse, showInvalidFields, showMessage } from './answer-view.client';
import type { FeedbackAnswer } from './feedback-answer';
import { eventDetail, fireFormEvent, formState, formStatus, setFormStatus } from './form-state.client';
import { formNames } from './form-names';
import { feedbackUrl, readJson } from './rest.client';
import { clientStatus } from './status';

// The events each client status fires after a submission, before `wpcf7submit` (contract.md).
const statusEvents: Record<string, string> = { invalid: 'invalid', unaccepted: 'unaccepted', spam: 'spam', aborted: 'aborted', sent: 'mailsent', failed: 'mailfailed' };

/** Spec 4.5: sends the form to the feedback call and shows the answer; a second submit while one runs is ignored. */
export async function submitForm(form: HTMLFormElement, submitter?: HTMLElement | null): Promise<void> {
  if (formStatus(form) === 'submitting') return;
  const state = formState(form);
  const formData = new FormData(form);
  if (submitter instanceof HTMLInputElement && submitter.name) formData.append(submitter.name, submitter.value);
  const before = eventDetail(form, formData);
  clearResponse(form);
  setFormStatus(form, 'submitting');
  fireFormEvent(form, 'beforesubmit', before);
  let answer: FeedbackAnswer;
  try {
    answer = await readJson<FeedbackAnswer>(fetch(feedbackUrl(state.id), { method: 'POST', body: formData, headers: { Accept: 'application/json' } }));
  } catch (error) {
    setFormStatus(form, 'init');
    console.error(error);
    return;
  }
  setFormStatus(form, clientStatus(answer.status));
  const detail = { ...eventDetail(form, formData, answer), status: answer.status };
  const hash = form.querySelector<HTMLInputElement>(`input[name="_${formNames.prefix}_posted_data_hash"]`);
  if (hash) hash.value = answer.posted_data_hash;
  // Reset first: it clears the output, and the visitor must still read that the message was sent.
  if (answer.status === 'mail_sent') {
    state.resetAfterSent = true;
    form.reset();
  }
  showMessage(form, answer.message);
  showInvalidFields(form, answer.invalid_fields);
  applyRefill(form, answer);
  const name = statusEvents[clientStatus(answer.status)];
  if (name) fireFormEvent(form, name, detail);
  fireFormEvent(form, 'submit', detail);
}
