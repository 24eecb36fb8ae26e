import { l10n } from './wishlist-request.client';

/** A small popup (spec 2.10, 9.6): the message with a check or a triangle, a close button, and an optional auto close. */
export function showFeedback(message: string, ok: boolean, autoClose = l10n().auto_close_popup === '1'): HTMLElement {
  document.querySelector('.yith-wcwl-popup')?.remove();
  const popup = document.createElement('div');
  popup.className = `yith-wcwl-popup yith-wcwl-popup-feedback ${ok ? 'success' : 'error'}`;
  popup.setAttribute('role', ok ? 'status' : 'alert');
  const icon = document.createElement('span');
  icon.className = `feedback-icon ${ok ? 'heading-icon-check' : 'heading-icon-triangle'}`;
  icon.textContent = ok ? '✓' : '⚠';
  const text = document.createElement('p');
  text.className = 'feedback';
  text.textContent = message;
  const close = document.createElement('button');
  close.type = 'button';
  close.className = 'close-popup';
  close.textContent = '×';
  close.addEventListener('click', () => popup.remove());
  popup.append(icon, text, close);
  document.body.append(popup);
  if (autoClose) setTimeout(() => popup.remove(), Number(l10n().popup_timeout) || 3000);
  return popup;
}
