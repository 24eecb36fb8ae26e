import { dispatchPageEvent } from '../../client/events';
import { insertHtml } from '../../client/insert-html';
import { wishlist } from '../../lib/contract-names';
import { refreshCount, wishlistCall } from './wishlist-request.client';

/** Spec 2.10, 7.6: a suggested product joins the wishlist, and the wishlist form comes back drawn anew. */
export async function reloadAndAdd(button: HTMLElement): Promise<void> {
  const table = document.querySelector<HTMLElement>('table.wishlist_table');
  const form = table?.closest('.wishlist-fragment[data-fragment-options]');
  const productId = button.dataset.productId ?? '';
  if (!table || !form || button.classList.contains('loading')) return;
  button.classList.add('loading');
  const res = await wishlistCall(wishlist.actions.reloadAndAdd, [
    ['pagination', table.dataset.pagination ?? 'no'],
    ['per_page', table.dataset.perPage ?? ''],
    ['wishlist_id', table.dataset.id ?? ''],
    ['wishlist_token', table.dataset.token ?? ''],
    ['add_to_wishlist', productId],
    ['product_type', button.dataset.productType ?? ''],
  ]).catch(() => undefined);
  button.classList.remove('loading');
  if (!res?.ok) return;
  insertHtml(form, await res.text());
  dispatchPageEvent(document.body, 'added_to_wishlist', { productId, result: 'true' });
  await refreshCount();
}
