/**
 * Spec 2.1 forms, site-wide: password fields get a show/hide toggle (drawn hidden by the server, shown here
 * because it needs scripting), and a field's description shows while the field has focus, hiding on an outside
 * click or Escape (9.4: the slide takes 250 ms, in CSS). Without scripting descriptions simply stay shown.
 */
export function startFormBehaviours(): void {
  for (const button of document.querySelectorAll<HTMLButtonElement>('.show-password-input')) button.hidden = false;
  document.addEventListener('click', (e) => {
    const target = e.target instanceof Element ? e.target : null;
    const toggle = target?.closest<HTMLButtonElement>('.show-password-input');
    if (toggle) togglePassword(toggle);
    hideDescriptions(target?.closest('.form-row.description-shown') ?? undefined);
  });
  // Only a field's focus moves the description, and not while a pointer is pressed: hiding another row's
  // description on mousedown shifts the control (a button, the newsletter box under the password's hint) from
  // under the pointer and loses the click. The click itself hides it, once the control has taken the click.
  let pressing = false;
  document.addEventListener('pointerdown', () => (pressing = true), true);
  for (const type of ['pointerup', 'pointercancel']) document.addEventListener(type, () => (pressing = false), true);
  document.addEventListener('focusin', (e) => {
    const row = e.target instanceof HTMLElement && e.target.matches('input, select, textarea') ? e.target.closest('.form-row') : null;
    if (!row) return;
    if (!pressing) hideDescriptions(row);
    if (row.querySelector('.description')) row.classList.add('description-shown');
  });
  document.addEventListener('keydown', (e) => {
    if (e.key === 'Escape') hideDescriptions();
  });
}

function togglePassword(toggle: HTMLButtonElement): void {
  const input = toggle.parentElement?.querySelector('input');
  if (!input) return;
  const show = input.type === 'password';
  input.type = show ? 'text' : 'password';
  toggle.setAttribute('aria-pressed', String(show));
  toggle.classList.toggle('display-password', show);
}

function hideDescriptions(except?: Element): void {
  for (const row of document.querySelectorAll('.form-row.description-shown')) if (row !== except) row.classList.remove('description-shown');
}
