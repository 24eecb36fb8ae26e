import { wrapTab } from '../../client/focus-trap';

// Keyboard use of the wishlist popups (issue 13, decision 053): Tab stays inside, Escape closes, and focus goes
// back to what opened the popup.
let held: { popup: HTMLElement; opener: HTMLElement | null; close: () => void } | undefined;

function onKey(event: KeyboardEvent): void {
  if (!held) return;
  if (event.key !== 'Escape') return void wrapTab(held.popup, event);
  event.preventDefault();
  held.close();
  releaseFocus(held.popup);
}

/** Call as the popup shows, while its opener still has focus; `close` hides it on Escape. */
export function holdFocus(popup: HTMLElement, close: () => void): void {
  if (held) releaseFocus(held.popup);
  held = { popup, opener: document.activeElement instanceof HTMLElement ? document.activeElement : null, close };
  document.addEventListener('keydown', onKey);
}

/** Call as the popup hides: focus returns to its opener. */
export function releaseFocus(popup: HTMLElement): void {
  if (held?.popup !== popup) return;
  const { opener } = held;
  held = undefined;
  document.removeEventListener('keydown', onKey);
  if (opener?.isConnected) opener.focus();
}
