import type { InvalidField } from './invalid-field';
import type { Refill } from './feedback-answer';
import { captchaChallengeField, quizAnswerField } from './form-names';
import { formState } from './form-state.client';

const tipClass = 'wpcf7-not-valid-tip';

/** Clears the output areas, the tips and the not-valid marks (submit step 1, reset step 1). */
export function clearResponse(form: HTMLFormElement): void {
  const parent = formState(form).parent;
  parent.querySelector('.screen-reader-response [role="status"]')!.textContent = '';
  parent.querySelector('.screen-reader-response ul')?.replaceChildren();
  form.querySelectorAll(`.${tipClass}`).forEach((tip) => tip.remove());
  form.querySelectorAll('[aria-invalid]').forEach((control) => control.setAttribute('aria-invalid', 'false'));
  form.querySelectorAll('[aria-describedby]').forEach((control) => control.removeAttribute('aria-describedby'));
  form.querySelectorAll('.wpcf7-not-valid').forEach((control) => control.classList.remove('wpcf7-not-valid'));
  const output = form.querySelector('.wpcf7-response-output');
  if (output) output.textContent = '';
}

/** Writes the server's message into the output area and the screen-reader status line. */
export function showMessage(form: HTMLFormElement, message: string): void {
  formState(form).parent.querySelector('.screen-reader-response [role="status"]')!.textContent = message;
  const output = form.querySelector('.wpcf7-response-output');
  if (output) output.textContent = message;
}

/** Each invalid field: marked, with aria-invalid and its tip, and listed for screen readers with a link to it. */
export function showInvalidFields(form: HTMLFormElement, fields: InvalidField[]): void {
  const list = formState(form).parent.querySelector('.screen-reader-response ul');
  for (const field of fields) {
    const item = document.createElement('li');
    item.id = field.error_id;
    if (field.idref) {
      const link = document.createElement('a');
      link.href = `#${field.idref}`;
      link.textContent = field.message;
      item.append(link);
    } else item.textContent = field.message;
    list?.append(item);
    const wrap = form.querySelector(`.wpcf7-form-control-wrap[data-name="${CSS.escape(field.field)}"]`);
    if (!wrap) continue;
    const control = wrap.querySelector('.wpcf7-form-control');
    control?.classList.add('wpcf7-not-valid');
    control?.setAttribute('aria-describedby', field.error_id);
    wrap.querySelectorAll('[aria-invalid]').forEach((c) => c.setAttribute('aria-invalid', 'true'));
    const tip = document.createElement('span');
    tip.className = tipClass;
    tip.setAttribute('aria-hidden', 'true');
    tip.textContent = field.message;
    wrap.append(tip);
  }
}

/** New CAPTCHA images and quiz questions: the challenge is read from the image's file name (spec 7.3, 9.5). */
export function applyRefill(form: HTMLFormElement, refill: Refill): void {
  const input = (name: string) => form.querySelector<HTMLInputElement>(`input[name="${CSS.escape(name)}"]`);
  for (const [name, url] of Object.entries(refill.captcha ?? {})) {
    const image = form.querySelector<HTMLImageElement>(`img.wpcf7-captcha-${CSS.escape(name)}`);
    if (image) image.src = url;
    const challenge = /([0-9]+)\.(png|gif|jpeg)$/.exec(url)?.[1];
    const hidden = input(captchaChallengeField(name));
    if (hidden && challenge) hidden.value = challenge;
    const answer = input(name);
    if (answer) answer.value = '';
  }
  for (const [name, [question, hash]] of Object.entries(refill.quiz ?? {})) {
    const answer = input(name);
    const label = answer?.closest('.wpcf7-form-control-wrap')?.querySelector('.wpcf7-quiz-label');
    if (label) label.textContent = question;
    const hidden = input(quizAnswerField(name));
    if (hidden) hidden.value = hash;
    if (answer) answer.value = '';
  }
}
