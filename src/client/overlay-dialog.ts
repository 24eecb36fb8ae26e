import * as vi from '../lib/messages/index';
import { keepFocusIn } from './focus-trap';
import { insertHtml } from './insert-html';

export interface OverlayDialog {
  dialog: HTMLDialogElement;
  body: HTMLElement;
  /** Shows the dialog (if closed); focus goes back to what had it when the dialog closes (issue 13). */
  show: () => void;
}

/**
 * A modal `<dialog>` for server HTML (`<prefix>-dialog`, `-close`, `-body`), appended to document.body outside every
 * island (decision 001): its button, Escape and a backdrop click close it, Tab stays inside (keepFocusIn), and closing empties it
 * through insertHtml.
 */
export function overlayDialog(prefix: string, label: string): OverlayDialog {
  const dialog = document.createElement('dialog');
  dialog.className = `${prefix}-dialog`;
  dialog.setAttribute('aria-label', label);
  const close = document.createElement('button');
  close.type = 'button';
  close.className = `${prefix}-close`;
  close.setAttribute('aria-label', vi.common.close);
  close.textContent = '×';
  close.addEventListener('click', () => dialog.close());
  const body = document.createElement('div');
  body.className = `${prefix}-body`;
  dialog.append(close, body);
  // A click whose target is the dialog itself landed on the backdrop (the body fills the box).
  dialog.addEventListener('click', (event) => {
    if (event.target === dialog) dialog.close();
  });
  let opener: HTMLElement | null = null;
  dialog.addEventListener('close', () => {
    insertHtml(body, '', 'inner');
    if (opener?.isConnected) opener.focus();
  });
  keepFocusIn(dialog, () => dialog.open);
  document.body.append(dialog);
  const show = () => {
    if (dialog.open) return;
    opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialog.showModal();
  };
  return { dialog, body, show };
}
