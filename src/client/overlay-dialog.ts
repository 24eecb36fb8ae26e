import * as vi from '../lib/messages/index';
import { insertHtml } from './insert-html';

export interface OverlayDialog {
  dialog: HTMLDialogElement;
  body: HTMLElement;
}

/**
 * A modal `<dialog>` for server HTML (`<prefix>-dialog`, `-close`, `-body`), appended to document.body outside every
 * island (decision 001): its button, Escape and a backdrop click close it, and closing empties it through insertHtml.
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
  dialog.addEventListener('close', () => insertHtml(body, '', 'inner'));
  document.body.append(dialog);
  return { dialog, body };
}
