import { wishlist } from '../../lib/contract-names';
import { createNonce, makeNonce, nonceTick, verifyNonce } from '../../server/nonce.server';
import { readSession } from '../../server/session.server';
import type { ShopContext } from '../../server/shop.server';

type ActionName = (typeof wishlist.actions)[keyof typeof wishlist.actions];

const names = Object.values(wishlist.actions);

/** `yith_wcwl_l10n.nonce` for a session ('' for none) in a tick: one nonce per call, `<action>_nonce`, as `createNonce` makes them. */
export function wishlistNoncesFor(secret: string, sessionId: string, tick: number): Record<string, string> {
  return Object.fromEntries(names.map((action) => [`${action}_nonce`, makeNonce(secret, action, sessionId, tick)]));
}

/** `yith_wcwl_l10n.nonce`: bound to the request's session as every nonce is. */
export async function wishlistNonces(c: ShopContext): Promise<Record<string, string>> {
  const session = await readSession(c);
  return wishlistNoncesFor(c.get('deps').config.sessionSecret, session?.id ?? '', nonceTick(Date.now()));
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

// The create-wishlist form's own action: the form is no call of the plugin's, but is checked as they are.
const createAction = 'create_wishlist';

/** The create-wishlist form's nonce (`_wpnonce`), printed on the manage page. */
export const createFormNonce = (c: ShopContext) => createNonce(c, createAction);

export const checkCreateFormNonce = (c: ShopContext, input: URLSearchParams) => verifyNonce(c, createAction, input.get('_wpnonce'), { beforeSession: true });

/** The nonce of the remove link that works without script (the same action as the call's). */
export const removeLinkNonce = (c: ShopContext) => createNonce(c, wishlist.actions.remove);
