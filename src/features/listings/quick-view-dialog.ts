import { insertHtml } from '../../client/insert-html';
import * as vi from '../../lib/messages/index';
import { theme } from '../../lib/contract-names';
import { ajaxUrl } from '../../client/theme-vars';

let dialog: HTMLDialogElement | undefined;
let body: HTMLElement | undefined;
let latestRequest = 0;

// One overlay for the whole page, created on first use in document.body, outside every island (decision 001).
function overlay(): { dialog: HTMLDialogElement; body: HTMLElement } {
  if (dialog && body) return { dialog, body };
  const box = document.createElement('dialog');
  box.className = 'quick-view-dialog';
  box.setAttribute('aria-label', vi.search.quickViewDialog);
  const close = document.createElement('button');
  close.type = 'button';
  close.className = 'quick-view-close';
  close.setAttribute('aria-label', vi.common.close);
  close.textContent = '×';
  close.addEventListener('click', () => box.close());
  const content = document.createElement('div');
  content.className = 'quick-view-body';
  box.append(close, content);
  // A click whose target is the dialog itself landed on the backdrop (the body fills the box).
  box.addEventListener('click', (event) => {
    if (event.target === box) box.close();
  });
  box.addEventListener('close', () => insertHtml(content, '', 'inner'));
  document.body.append(box);
  dialog = box;
  body = content;
  return { dialog: box, body: content };
}

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
  const { dialog: box, body: content } = overlay();
  insertHtml(content, html, 'inner');
  if (!box.open) box.showModal();
  return true;
}
