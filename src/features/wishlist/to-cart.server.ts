import * as vi from '../../lib/messages/index';
import { parseId } from '../../lib/request-numbers';
import { urls } from '../../lib/urls';
import { addNotice } from '../../server/notices.server';
import type { ShopContext } from '../../server/shop.server';
import { readSession } from '../../server/session.server';
import { addFromRequest, loadCart, syncCartCookies } from '../cart/index.server';
import { canView, isOwnedBy, sameToken } from './lists.server';
import { currentOwner, type Owner } from './owner.server';
import * as q from './queries.server';

const maxRows = 100;

type RowList = NonNullable<Awaited<ReturnType<typeof q.itemWithWishlist>>>['wishlist'];

/** Rows of the shopper's own wishlists, or of the one the request names by its token (row ids are sequential, so guessable). */
const mayTake = (list: RowList, owner: Owner | undefined, token: string | undefined) => isOwnedBy(list, owner) || (canView(list, owner) && sameToken(list, token));

/**
 * Adds wishlist rows to the cart through the cart's own service; each outcome is a notice. Rows the shopper may
 * not take are skipped. The owner's rows leave the wishlist once in the cart when the shop says so (spec 4.6, 6).
 * Answers how many were added.
 */
export async function addRowsToCart(c: ShopContext, rawIds: string[], token: string | undefined): Promise<number> {
  const db = c.get('deps').database.db;
  const owner = await currentOwner(c);
  const removeAfter = (await c.get('deps').settings()).wishlist.removeAfterAddToCart;
  let added = 0;
  for (const itemId of new Set(rawIds.slice(0, maxRows).map(parseId))) {
    const item = itemId === undefined ? undefined : await q.itemWithWishlist(db, itemId);
    if (!item || !mayTake(item.wishlist, owner, token)) continue;
    const outcome = await addFromRequest(c, { productId: item.product_id, variationId: null, quantity: String(item.quantity), chosen: () => '' });
    if (!outcome.ok) {
      await addNotice(c, { kind: 'error', text: outcome.message });
      continue;
    }
    added += 1;
    if (removeAfter && isOwnedBy(item.wishlist, owner)) await q.deleteItems(db, [item.id]);
    await addNotice(c, { kind: 'success', text: vi.cart.added(outcome.name, outcome.quantity), link: { href: urls.cart(), label: vi.cart.viewCart } });
  }
  if (added) syncCartCookies(c, await loadCart(db, (await readSession(c))?.id));
  return added;
}
