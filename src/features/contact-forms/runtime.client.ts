import { applyRefill, clearResponse } from './answer-view.client';
import { gateSubmit, startControls, syncFreeTexts, updateCounters } from './controls.client';
import type { Refill } from './feedback-answer';
import { eventDetail, fireFormEvent, formState, formStatus, setFormStatus } from './form-state.client';
import { formNames } from './form-names';
import { pageSettings, readJson, refillUrl } from './rest.client';
import { submitForm } from './submit.client';

const started = new WeakSet<HTMLFormElement>();

/** Spec 4.5 reset: messages cleared, resetting, the refill call, then sent (after a send) or init, and `wpcf7reset`. */
export async function resetForm(form: HTMLFormElement): Promise<void> {
  const state = formState(form);
  clearResponse(form);
  setFormStatus(form, 'resetting');
  await new Promise((fieldsReset) => setTimeout(fieldsReset)); // the browser empties the fields after the event
  gateSubmit(form);
  syncFreeTexts(form);
  updateCounters(form);
  try {
    const refill = await readJson<Refill | []>(fetch(refillUrl(state.id), { headers: { Accept: 'application/json' } }));
    if (!Array.isArray(refill)) applyRefill(form, refill);
  } catch (error) {
    console.error(error);
  }
  setFormStatus(form, state.resetAfterSent ? 'sent' : 'init');
  state.resetAfterSent = false;
  fireFormEvent(form, 'reset', eventDetail(form, new FormData(form)));
}

/** Starts one form: its submit and reset, its fields' behaviours; a cached page's fresh form is reset at once. */
export function initForm(form: HTMLFormElement, resetNow = true): void {
  if (started.has(form)) return;
  started.add(form);
  formState(form);
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    void submitForm(form, (event as SubmitEvent).submitter);
  });
  form.addEventListener('reset', () => void resetForm(form));
  startControls(form);
  // A form drawn with the server's answer to a send without script keeps it; only a fresh (maybe cached) one refills.
  if (resetNow && pageSettings()?.cached === '1' && formStatus(form) === 'init') void resetForm(form);
}

/** Spec 8.3: the start-up errors, logged only; the forms then keep working without script, posting to their page. */
function supported(): boolean {
  if (!pageSettings()) return console.error(`${formNames.prefix} is not defined.`), false;
  if (typeof window.fetch !== 'function') return console.error("Your browser doesn't support window.fetch()."), false;
  if (typeof window.FormData !== 'function') return console.error("Your browser doesn't support FormData."), false;
  if (typeof NodeList.prototype.forEach !== 'function') return console.error("Your browser doesn't support NodeList.forEach."), false;
  return true;
}

/**
 * Starts the contact forms inside `root` (from the document: those not waiting in a closed popup), and offers the
 * ecosystem's `wpcf7.init`/`submit`/`reset` to other scripts.
 */
export function startForms(root: ParentNode, options = { resetNow: true }): void {
  if (!supported()) return;
  Object.assign(pageSettings()!, { init: initForm, submit: submitForm, reset: resetForm });
  root.querySelectorAll<HTMLFormElement>(`.${formNames.prefix} > form`).forEach((form) => {
    if (root !== document || !form.closest('.contact-popup')) initForm(form, options.resetNow);
  });
}
