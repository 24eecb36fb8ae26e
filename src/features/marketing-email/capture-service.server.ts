import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/index.server';
import { loadCart } from '../cart/index.server';
import type { CartSnapshot, MarketingService } from './marketing-service';
import * as q from './queries.server';

/** A cart's public id: random, never derived from the session token, because it travels in e-mail links. */
export const newCartId = () => randomBytes(16).toString('hex');
export const cartIdPattern = /^[0-9a-f]{32}$/;

/**
 * Spec 7.5: keeps the shopper's e-mail against the session's cart, under the cart id it has for that e-mail. Another
 * e-mail (another person at a shared computer) gets a new id, so a reminder link sent before names no cart of theirs.
 */
export async function captureCartEmail(db: Db, marketing: MarketingService, sessionId: string, email: string, subscribed: boolean): Promise<void> {
  const known = await q.findCartOfSession(db, sessionId);
  const cartId = known?.email === email ? known.cart_id : newCartId();
  const cart = await loadCart(db, sessionId);
  const snapshot: CartSnapshot = {
    sessionId,
    lines: cart.lines.map((l) => ({ productId: l.productId, variationId: l.variationId, name: l.name, quantity: l.quantity, lineTotal: l.lineTotal })),
    total: cart.subtotal,
  };
  await marketing.upsertCartEmail(cartId, email, subscribed, snapshot);
}
