import type { Next } from 'hono';
import type { ShopContext } from '../../server/shop.server';
import { restoreCart } from '../../flows/carts/restore.server';
import { cartIdPattern } from './capture-service.server';
import { cartIdParameter } from './names';
import { findLiveSessionOfCart } from './queries.server';

/** The reminder link (`/gio-hang/?mc_cart_id=…`): the reminded cart comes back into this visitor's empty cart (restoreCart). */
export async function restoreRemindedCart(c: ShopContext, next: Next): Promise<void> {
  const cartId = c.req.query(cartIdParameter);
  if (c.req.method !== 'GET' || cartId === undefined) return next();
  if (cartIdPattern.test(cartId)) await copyRemindedCart(c, cartId);
  await next();
  // A personal link: its page is never kept by the page cache or a proxy.
  c.res.headers.set('Cache-Control', 'no-store');
}

async function copyRemindedCart(c: ShopContext, cartId: string): Promise<void> {
  const from = await findLiveSessionOfCart(c.get('deps').database.db, cartId, new Date().toISOString());
  if (from) await restoreCart(c, from);
}
