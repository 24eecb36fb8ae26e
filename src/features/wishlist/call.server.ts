import { wishlist } from '../../lib/contract-names';
import type { ActionHandler, ShopContext } from '../../server/shop.server';
import { checkWishlistNonce } from './nonces.server';
import { currentOwner, type Owner } from './owner.server';
import * as q from './queries.server';
import { wishlistUrls } from './wishlist-urls';

type ActionName = (typeof wishlist.actions)[keyof typeof wishlist.actions];

/** A wishlist call: a bad nonce answers `{"result":false}` (contract.md) before anything is read; answers are never cached. */
export function wishlistCall(action: ActionName, handle: (input: URLSearchParams, c: ShopContext, owner: Owner | undefined) => Promise<Response>): ActionHandler {
  return async (input, c) => {
    c.header('Cache-Control', 'no-store');
    if (!(await checkWishlistNonce(c, action, input))) return c.json({ result: false }, 403);
    return handle(input, c, await currentOwner(c));
  };
}

/** Someone else's or an unknown row, token or id, or input out of range: refused, nothing written. */
export const refuse = (c: ShopContext, status: 400 | 403 = 403) => c.json({ result: false }, status);

/** `user_wishlists` of the add and move answers (contract.md). */
export async function userWishlists(c: ShopContext, owner: Owner, productId: number) {
  const lists = await q.ownerWishlists(c.get('deps').database.db, owner);
  return lists.map((l) => ({ id: l.id, wishlist_name: l.name, default: l.is_default === 1, add_to_this_wishlist_url: wishlistUrls.add(productId, l.id) }));
}
