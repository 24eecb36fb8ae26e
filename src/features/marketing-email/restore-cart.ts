import type { Next } from 'hono';
import { ensureSession, readSession } from '../../server/session.server';
import type { ShopContext } from '../../server/shop.server';
import { syncCartCookies } from '../cart/cart-session';
import { loadCart } from '../cart/cart-service';
import { mergeCartIntoSession } from '../cart/merge';
import { cartIdPattern } from './capture-service';
import { cartIdParameter } from './names';
import { findLiveSessionOfCart } from './queries';

/**
 * The reminder link (`/gio-hang/?mc_cart_id=…`) opened where the cart is not, such as the phone that reads the
 * e-mail: the reminded cart is copied into this visitor's cart. Only into an empty cart, so a second click or a
 * visitor's own cart never gets lines added behind their back; prices and stock are checked again as for a login.
 */
export async function restoreRemindedCart(c: ShopContext, next: Next): Promise<void> {
  const cartId = c.req.query(cartIdParameter);
  if (c.req.method !== 'GET' || cartId === undefined) return next();
  if (cartIdPattern.test(cartId)) await copyRemindedCart(c, cartId);
  await next();
  // A personal link: its page is never kept by the page cache or a proxy.
  c.res.headers.set('Cache-Control', 'no-store');
}

async function copyRemindedCart(c: ShopContext, cartId: string): Promise<void> {
  const db = c.var.deps.database.db;
  const from = await findLiveSessionOfCart(db, cartId, new Date().toISOString());
  if (!from) return;
  const visitor = await readSession(c);
  if (visitor?.id === from || (await loadCart(db, visitor?.id)).lines.length) return;
  if (!(await loadCart(db, from)).lines.length) return;
  const into = await ensureSession(c);
  await mergeCartIntoSession(db, from, into.id, { keepSource: true });
  syncCartCookies(c, await loadCart(db, into.id));
}
