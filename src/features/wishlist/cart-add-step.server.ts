import { parseId } from '../../lib/request-numbers';
import type { ShopContext } from '../../server/shop.server';
import { currentOwner } from './owner.server';
import * as q from './queries.server';

/** The field the wishlist's add-to-cart buttons send (spec 3.2, 7.1): the row id the added product came from. */
export const rowField = 'remove_from_wishlist_after_add_to_cart';

/**
 * After a script's add to the cart (spec 4.6, 6): the row leaves the wishlist when the shop says so, only for the
 * wishlist's owner, and only when it is the row of the product just added in the wishlist named by `wishlist_id`.
 */
export async function removeRowAddedToCart(input: URLSearchParams, c: ShopContext): Promise<void> {
  const rowId = parseId(input.get(rowField));
  if (rowId === undefined || !(await c.get('deps').settings()).wishlist.removeAfterAddToCart) return;
  const owner = await currentOwner(c);
  const db = c.get('deps').database.db;
  const row = owner && (await q.ownerItem(db, owner, rowId));
  if (!row || row.product_id !== parseId(input.get('product_id')) || row.wishlist_id !== parseId(input.get('wishlist_id'))) return;
  await q.deleteItems(db, [row.id]);
}
