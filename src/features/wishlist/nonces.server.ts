import { wishlist } from '../../lib/contract-names';
import { createNonce, verifyNonce } from '../../server/nonce.server';
import type { ShopContext } from '../../server/shop.server';

type ActionName = (typeof wishlist.actions)[keyof typeof wishlist.actions];

/** `yith_wcwl_l10n.nonce`: one nonce per call, `<action>_nonce`, bound to the session as every nonce is. */
export async function wishlistNonces(c: ShopContext): Promise<Record<string, string>> {
  const names = Object.values(wishlist.actions);
  const values = await Promise.all(names.map((action) => createNonce(c, action)));
  return Object.fromEntries(names.map((action, i) => [`${action}_nonce`, values[i]!]));
}

export const checkWishlistNonce = (c: ShopContext, action: ActionName, input: URLSearchParams) => verifyNonce(c, action, input.get('nonce'), { beforeSession: true });

/**
 * A call that made the shopper's session invalidates the nonces the page was printed with; the fresh ones ride in
 * this header so the page's script can carry on (the JSON keeps the contract's shape).
 */
export const freshNoncesHeader = 'X-Wishlist-Nonces';

export async function sendFreshNonces(c: ShopContext): Promise<void> {
  c.header(freshNoncesHeader, JSON.stringify(await wishlistNonces(c)));
}

/** The nonce of the remove link that works without script (the same action as the call's). */
export const removeLinkNonce = (c: ShopContext) => createNonce(c, wishlist.actions.remove);
