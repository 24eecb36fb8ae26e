import { submitEnabled } from './acceptance-gate';
import { characterCount } from './character-count';
import { normaliseUrlInput } from './url-field';

const number = (value: string | undefined) => (value ? Number(value) : undefined);

/** Every character counter of the form shows its field's current length (spec 5.5). */
export function updateCounters(form: HTMLFormElement): void {
  form.querySelectorAll<HTMLElement>('.wpcf7-character-count').forEach((counter) => {
    const field = form.querySelector<HTMLInputElement | HTMLTextAreaElement>(`[name="${CSS.escape(counter.dataset.targetName ?? '')}"]`);
    if (!field) return;
    const settings = { down: counter.classList.contains('down'), starting: Number(counter.dataset.startingValue ?? 0), maximum: number(counter.dataset.maximumValue), minimum: number(counter.dataset.minimumValue) };
    const state = characterCount(field.value, settings);
    counter.dataset.currentValue = String(state.value);
    counter.textContent = String(state.value);
    counter.classList.toggle('too-long', state.tooLong);
    counter.classList.toggle('too-short', state.tooShort);
  });
}

/** Submit buttons stay disabled until every required acceptance box is given (spec 5.5). */
export function gateSubmit(form: HTMLFormElement): void {
  const boxes = [...form.querySelectorAll<HTMLElement>('.wpcf7-acceptance')].map((control) => ({
    checked: !!control.querySelector<HTMLInputElement>('input[type="checkbox"]')?.checked,
    optional: control.classList.contains('optional'),
    invert: control.classList.contains('invert'),
  }));
  const enabled = submitEnabled(boxes, form.classList.contains('wpcf7-acceptance-as-validation'));
  form.querySelectorAll<HTMLInputElement | HTMLButtonElement>('.wpcf7-submit').forEach((button) => (button.disabled = !enabled));
}

/** A free-text input is usable only while its option is chosen, and takes the focus when it is. */
export function syncFreeTexts(form: HTMLFormElement, focusChosen = false): void {
  form.querySelectorAll<HTMLInputElement>('.wpcf7-free-text').forEach((text) => {
    const option = text.closest('.wpcf7-list-item')?.querySelector<HTMLInputElement>('input[type="checkbox"], input[type="radio"]');
    text.disabled = !option?.checked;
    if (focusChosen && option?.checked && document.activeElement === option) text.focus();
  });
}

/** The behaviours of the fields themselves: acceptance, exclusive boxes, free text, URLs, counters, floating tips. */
export function startControls(form: HTMLFormElement): void {
  form.addEventListener('change', (event) => {
    const target = event.target as HTMLInputElement;
    if (target.closest('.wpcf7-exclusive-checkbox') && target.checked) {
      form.querySelectorAll<HTMLInputElement>(`input[type="checkbox"][name="${CSS.escape(target.name)}"]`).forEach((box) => {
        if (box !== target) box.checked = false;
      });
    }
    if (target.classList.contains('wpcf7-url')) target.value = normaliseUrlInput(target.value);
    if (target.closest('.wpcf7-acceptance')) gateSubmit(form);
    if (target.type === 'checkbox' || target.type === 'radio') syncFreeTexts(form, true);
  });
  form.addEventListener('keyup', updateCounters.bind(null, form));
  form.addEventListener('input', updateCounters.bind(null, form));
  // A floating tip covers its field: it goes when the visitor reaches for the field or points at it.
  const hideTip = (event: Event) => {
    if (!form.classList.contains('use-floating-validation-tip')) return;
    const target = event.target as HTMLElement;
    const tip = target.classList.contains('wpcf7-not-valid-tip') ? target : target.closest('.wpcf7-form-control-wrap')?.querySelector<HTMLElement>('.wpcf7-not-valid-tip');
    if (tip) tip.style.display = 'none';
  };
  form.addEventListener('focusin', hideTip);
  form.addEventListener('mouseover', (event) => (event.target as HTMLElement).classList.contains('wpcf7-not-valid-tip') && hideTip(event));
  gateSubmit(form);
  syncFreeTexts(form);
  updateCounters(form);
}
