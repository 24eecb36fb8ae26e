import { ensureSession } from '../../server/session.server';
import type { ShopContext } from '../../server/shop.server';
import { loadCart, mergeCartIntoSession, syncCartCookies } from '../../features/cart/index.server';

/**
 * An abandoned-cart reminder opened where the cart is not, such as the phone that reads the e-mail: the cart of
 * `fromSessionId` is copied into this visitor's cart. Only into an empty cart, as it is under its lock, so a second
 * click, even at the same moment, or a visitor's own cart never gets lines added behind their back; prices and stock
 * are checked again as for a login.
 */
export async function restoreCart(c: ShopContext, fromSessionId: string): Promise<void> {
  const db = c.get('deps').database.db;
  if (!(await loadCart(db, fromSessionId)).lines.length) return;
  const into = await ensureSession(c);
  await mergeCartIntoSession(db, fromSessionId, into.id, { keepSource: true, onlyIntoEmpty: true });
  syncCartCookies(c, await loadCart(db, into.id));
}
