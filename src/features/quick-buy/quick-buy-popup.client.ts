import { insertHtml } from '../../client/insert-html';
import { overlayDialog, type OverlayDialog } from '../../client/overlay-dialog';
import { ajaxUrl } from '../../client/theme-vars';
import { quickBuy } from '../../lib/contract-names';
import * as vi from '../../lib/messages/index';
import { wireQuickBuyForm } from './quick-buy-form.client';

let popup: OverlayDialog | undefined;

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
  // One popup for the page, made on first use; a modal dialog keeps focus inside and closes on Escape.
  const { body: content, show } = (popup ??= overlayDialog('quick-buy', vi.quickBuy.popupTitle));
  const [root] = insertHtml(content, html, 'inner');
  const form = root?.querySelector<HTMLFormElement>('form.quick-buy-form');
  if (!form) return false;
  wireQuickBuyForm(form, (thanks) => insertHtml(content, thanks, 'inner'));
  show();
  form.querySelector<HTMLElement>('input[name="customer-name"]')?.focus();
  return true;
}
