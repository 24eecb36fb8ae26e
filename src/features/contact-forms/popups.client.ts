import { visibleFocusable, wrapTab } from '../../client/focus-trap';

let open: { popup: HTMLElement; opener: HTMLElement | null } | undefined;

/** Spec 2.1: the widget's button shows or hides the contact buttons. */
export function toggleWidget(toggle: HTMLElement): void {
  const list = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
  if (!list) return;
  const expanded = toggle.getAttribute('aria-expanded') !== 'true';
  toggle.setAttribute('aria-expanded', String(expanded));
  list.hidden = !expanded;
  toggle.closest('.contact-widget')?.classList.toggle('active', expanded);
}

// Focus stays inside the open popup; Escape closes it.
function onKey(event: KeyboardEvent): void {
  if (!open) return;
  if (event.key === 'Escape') return closePopup();
  wrapTab(open.popup, event);
}

export function closePopup(): void {
  if (!open) return;
  const { popup, opener } = open;
  open = undefined;
  popup.hidden = true;
  popup.classList.remove('active');
  // Spec 2.5: closing hides the popup's validation tips with it.
  popup.querySelectorAll<HTMLElement>('.wpcf7-not-valid-tip').forEach((tip) => (tip.style.display = 'none'));
  document.removeEventListener('keydown', onKey);
  opener?.focus();
}

/** Spec 2.5: the enquiry form is reset, then names the product in a field the visitor cannot change. */
function fillEnquiry(popup: HTMLElement, opener: HTMLElement): void {
  const form = popup.querySelector<HTMLFormElement>('form.wpcf7-form');
  const field = form?.querySelector<HTMLInputElement>('input[name="product-name"]');
  if (!form || !field) return;
  form.reset();
  field.value = opener.dataset.productTitle ?? '';
  field.readOnly = true;
}

/** Opens a popup (spec 2.1, 2.5, 4.1): its form's script starts the first time, focus moves into it. */
export async function openPopup(popup: HTMLElement, opener: HTMLElement): Promise<void> {
  closePopup();
  open = { popup, opener };
  popup.hidden = false;
  popup.classList.add('active');
  document.addEventListener('keydown', onKey);
  const enquiry = opener.dataset.productTitle !== undefined;
  if (popup.querySelector('form.wpcf7-form')) (await import('./runtime.client')).startForms(popup, { resetNow: !enquiry });
  if (enquiry) fillEnquiry(popup, opener);
  // The first field; a popup without one (the showroom) focuses its close button (issue 13).
  const items = visibleFocusable(popup);
  if (open?.popup === popup) (items.find((el) => !el.classList.contains('contact-popup-close') && !(el as HTMLInputElement).readOnly) ?? items[0])?.focus();
}

/** Clicks on the popup's background or its close button close it. */
export function onPopupClick(event: MouseEvent): void {
  const target = event.target as HTMLElement;
  if (open && (target === open.popup || target.closest('.contact-popup-close'))) closePopup();
}
