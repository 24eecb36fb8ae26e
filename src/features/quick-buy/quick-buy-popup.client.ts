import { insertHtml } from '../../client/insert-html';
import { ajaxUrl } from '../../client/theme-vars';
import { quickBuy } from '../../lib/contract-names';
import * as vi from '../../lib/messages/index';
import { wireQuickBuyForm } from './quick-buy-form.client';

let dialog: HTMLDialogElement | undefined;
let body: HTMLElement | undefined;

// One popup for the page, made on first use outside every island (decision 001); a modal dialog keeps focus inside and closes on Escape.
function popupBox(): { dialog: HTMLDialogElement; body: HTMLElement } {
  if (dialog && body) return { dialog, body };
  const box = document.createElement('dialog');
  box.className = 'quick-buy-dialog';
  box.setAttribute('aria-label', vi.quickBuy.popupTitle);
  const close = document.createElement('button');
  close.type = 'button';
  close.className = 'quick-buy-close';
  close.setAttribute('aria-label', vi.common.close);
  close.textContent = '×';
  close.addEventListener('click', () => box.close());
  const content = document.createElement('div');
  content.className = 'quick-buy-body';
  box.append(close, content);
  // A click on the dialog itself, not its content, landed on the backdrop.
  box.addEventListener('click', (event) => {
    if (event.target === box) box.close();
  });
  box.addEventListener('close', () => insertHtml(content, '', 'inner'));
  document.body.append(box);
  dialog = box;
  body = content;
  return { dialog: box, body: content };
}

/** The popup's HTML: the inline block `#popup_content_<id>` when the page has one, else asked of the server. */
async function popupHtml(productId: number): Promise<string | undefined> {
  const inline = document.getElementById(`popup_content_${productId}`);
  if (inline) return inline.innerHTML;
  const form = new URLSearchParams({ action: quickBuy.formAction, prodid: String(productId) });
  const response = await fetch(ajaxUrl(), { method: 'POST', body: form, credentials: 'same-origin' });
  return response.ok ? response.text() : undefined;
}

/** Opens the popup for the product; false when it could not be loaded, so the caller follows the link instead. */
export async function openQuickBuy(productId: number): Promise<boolean> {
  const html = await popupHtml(productId).catch(() => undefined);
  if (html === undefined) return false;
  const { dialog: box, body: content } = popupBox();
  const [root] = insertHtml(content, html, 'inner');
  const form = root?.querySelector<HTMLFormElement>('form.quick-buy-form');
  if (!form) return false;
  wireQuickBuyForm(form, (thanks) => insertHtml(content, thanks, 'inner'));
  if (!box.open) box.showModal();
  form.querySelector<HTMLElement>('input[name="customer-name"]')?.focus();
  return true;
}
