// Keyboard use of popups (issue 13, decision 053): Tab and Shift+Tab wrap inside an open popup. A native modal
// <dialog> makes the page inert but still lets focus leave for the browser's own controls and the page's end.
const focusable = ['a[href]', 'button:not([disabled])', 'input:not([disabled]):not([type="hidden"])', 'select:not([disabled])', 'textarea:not([disabled])', '[tabindex]']
  .map((s) => `${s}:not([tabindex="-1"])`)
  .join(', ');

/** The popup's controls a visitor can reach now (shown ones only). */
export function visibleFocusable(popup: HTMLElement): HTMLElement[] {
  return [...popup.querySelectorAll<HTMLElement>(focusable)].filter((el) => el.getClientRects().length > 0);
}

/** Moves focus to the other end when Tab would leave the popup; true when it did. */
export function wrapTab(popup: HTMLElement, event: KeyboardEvent): boolean {
  if (event.key !== 'Tab') return false;
  const items = visibleFocusable(popup);
  const [first, last] = [items[0], items[items.length - 1]];
  if (!first || !last) return false;
  const outside = !popup.contains(document.activeElement);
  const to = event.shiftKey ? (outside || document.activeElement === first ? last : undefined) : outside || document.activeElement === last ? first : undefined;
  if (!to) return false;
  event.preventDefault();
  to.focus();
  return true;
}

/** Keeps Tab inside `popup` whenever `isOpen()` says it is showing. */
export function keepFocusIn(popup: HTMLElement, isOpen: () => boolean): void {
  document.addEventListener('keydown', (event) => void (isOpen() && wrapTab(popup, event)));
}
