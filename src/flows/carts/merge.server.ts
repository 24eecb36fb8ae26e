import type { Db } from '../../db/index.server';
import type { ShopContext } from '../../server/shop.server';
import { endSessionIfCartEmpty, loadCart, mergeCartIntoSession, syncCartCookies } from '../../features/cart/index.server';

/**
 * A login: the carts of the visitor's session and of the customer's other sessions (other devices, the one kept at
 * logout) move into the new session, every line checked again, and each of those sessions ends with its move; the
 * cart cookies follow the merged cart.
 */
export async function gatherCarts(c: ShopContext, intoSessionId: string, fromSessionIds: string[]): Promise<void> {
  const db = c.get('deps').database.db;
  for (const id of fromSessionIds) await mergeCartIntoSession(db, id, intoSessionId);
  syncCartCookies(c, await loadCart(db, intoSessionId));
}

/**
 * A logout: the session ends, and a cart with lines moves into the session `keeper` makes, where it waits for the
 * customer's next login.
 */
export async function keepCartForNextLogin(db: Db, sessionId: string, keeper: () => Promise<string>): Promise<void> {
  if (await endSessionIfCartEmpty(db, sessionId)) return;
  await mergeCartIntoSession(db, sessionId, await keeper());
}
