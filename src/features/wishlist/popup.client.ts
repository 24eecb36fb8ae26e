import { releaseFocus } from './popup-focus.client';
import { l10n } from './wishlist-request.client';

/**
 * Turns a popup into its feedback view (spec 2.10, 8.7, 9.6): the message with a check or a triangle and a close
 * button; it closes by itself after `popup_timeout` unless the shop turned auto close off.
 */
export function feedbackView(popup: HTMLElement, message: string, ok: boolean, autoClose = l10n().auto_close_popup === '1'): HTMLElement {
  popup.classList.remove('loading');
  popup.classList.add('yith-wcwl-popup-feedback', ok ? 'success' : 'error');
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
  const dismiss = () => (popup.remove(), releaseFocus(popup));
  close.addEventListener('click', dismiss);
  popup.replaceChildren(close, icon, text);
  if (autoClose) setTimeout(dismiss, Number(l10n().popup_timeout) || 3000);
  return popup;
}

/** The global notice popup (spec 2.10): a new popup in place of any other, showing only the feedback. */
export function showFeedback(message: string, ok: boolean, autoClose?: boolean): HTMLElement {
  document.querySelector('.yith-wcwl-popup')?.remove();
  const popup = document.createElement('div');
  popup.className = 'yith-wcwl-popup';
  document.body.append(popup);
  return feedbackView(popup, message, ok, autoClose);
}
