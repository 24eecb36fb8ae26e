import { insertHtml } from '../../client/insert-html';
import { overlayDialog, type OverlayDialog } from '../../client/overlay-dialog';
import * as vi from '../../lib/messages/index';
import { theme } from '../../lib/contract-names';
import { ajaxUrl } from '../../client/theme-vars';

let overlay: OverlayDialog | undefined;
let latestRequest = 0;

async function fetchQuickView(productId: number): Promise<string | undefined> {
  const form = new URLSearchParams({ action: theme.quickViewAction, product: String(productId) });
  const response = await fetch(ajaxUrl(), { method: 'POST', body: form, credentials: 'same-origin' });
  return response.ok ? response.text() : undefined;
}

/**
 * Spec 2.6 and 7.4: loads the product's HTML and shows it in the overlay. Returns false when the quick view
 * could not be loaded, so the caller can follow the link instead.
 */
export async function openQuickView(productId: number): Promise<boolean> {
  const request = ++latestRequest;
  const html = await fetchQuickView(productId).catch(() => undefined);
  if (html === undefined) return false;
  // A later click wins; this answer is no longer wanted.
  if (request !== latestRequest) return true;
  // One overlay for the whole page, made on first use.
  const { body: content, show } = (overlay ??= overlayDialog('quick-view', vi.search.quickViewDialog));
  insertHtml(content, html, 'inner');
  show();
  return true;
}
