import { deleteCookie, getCookie } from 'hono/cookie';
import type { Db } from '../../db/index.server';
import { shop } from '../../lib/contract-names';
import { gatherCarts, keepCartForNextLogin } from '../../flows/carts/merge.server';
import { endSession, isSecureRequest, readSession, startSession, type Session } from '../../server/session.server';
import type { ShopContext } from '../../server/shop.server';
import { claimWishlistsAtLogin } from '../wishlist/index.server';
import * as q from './queries.server';

/** A customer's cart with lines is kept aside, out of reach of any cookie, for their next login. */
function keepCartOfCustomer(db: Db, session: Session, userId: number): Promise<void> {
  return keepCartForNextLogin(db, session.id, () => q.insertCartKeeper(db, userId, new Date(Date.parse(session.expires_at))));
}

/**
 * Logs the customer in on a NEW session (new token; the visitor's old one stops working). The cart follows:
 * the visitor's cart, then the carts of the customer's other sessions (other devices, the one kept at logout)
 * move into the new session, and those sessions end, so one account has one cart. The visitor's wishlists
 * become the account's. A session of another customer is theirs: it ends as their logout would, cart kept for them.
 */
export async function logIn(c: ShopContext, userId: number): Promise<void> {
  const db = c.get('deps').database.db;
  let visitor = await readSession(c);
  if (visitor?.user_id != null && visitor.user_id !== userId) {
    await keepCartOfCustomer(db, visitor, visitor.user_id);
    await q.deleteSessions(db, [visitor.id]);
    visitor = undefined;
  }
  const session = await startSession(c, userId);
  const earlier = [...new Set([...(visitor ? [visitor.id] : []), ...(await q.sessionIdsOfUser(db, userId, session.id))])];
  // The wishlists first: the merge ends the visitor's session, and its wishlists with it (decision 082).
  if (visitor) await claimWishlistsAtLogin(db, visitor.id, userId);
  // Each merge ends its session; one a login at the same moment could not merge (it ended this one) keeps the cart.
  await gatherCarts(c, session.id, earlier);
}

/**
 * Logs out: the session ends and its cookies go. A customer's cart is kept aside, out of reach of any cookie,
 * and comes back at the next login.
 */
export async function logOut(c: ShopContext): Promise<void> {
  const session = await readSession(c);
  if (session?.user_id != null) await keepCartOfCustomer(c.get('deps').database.db, session, session.user_id);
  await endSession(c);
  for (const name of Object.keys(getCookie(c))) {
    if (name.startsWith(shop.cookiePrefix)) deleteCookie(c, name, { path: '/', secure: isSecureRequest(c) });
  }
}
