import { limitAddress } from '../../server/client-address.server';
import { takeFromLimit, type RateLimit } from '../../server/rate-limit.server';
import { readSession } from '../../server/session.server';
import type { ShopContext } from '../../server/shop.server';
import type { OrderDetail } from './service.server';

/** How long after placing a guest's order its link alone shows it, in any browser (the phone reading the mail). */
export const guestLinkMinutes = 10;

/** What the thank-you page shows this visitor of an order whose key they hold (decision 101). */
export type OrderSight = 'shown' | 'not-found' | 'ask-email';

/**
 * A key travels (a shared computer's history, a forwarded mail), so it is not enough. A customer's order is never
 * shown to a visitor not signed in; which signed-in person may see it is the account feature's to say, in front of
 * this route. A guest's is shown to the browser that placed it, to any for ten minutes, then to whoever types its e-mail.
 */
export async function sightOf(c: ShopContext, order: OrderDetail & { sessionId: string }): Promise<OrderSight> {
  const session = await readSession(c);
  if (order.userId !== null) return session?.user_id == null ? 'not-found' : 'shown';
  if (order.sessionId !== '' && session?.id === order.sessionId) return 'shown';
  return Date.now() - Date.parse(order.date) < guestLinkMinutes * 60_000 ? 'shown' : 'ask-email';
}

/** The e-mail typed matches the order's, as a person types it (case and surrounding spaces aside). */
export const sameEmail = (order: OrderDetail, typed: string | null | undefined): boolean =>
  typed != null && typed.length <= 254 && typed.trim().toLowerCase() === order.customer.email.trim().toLowerCase() && order.customer.email !== '';

/** E-mails typed for guests' orders, per client address and per order: a leaked link's e-mail cannot be guessed at length. */
export const orderEmailLimits = {
  perAddress: { kind: 'order-email-address', max: 10, windowMs: 3_600_000 },
  perOrder: { kind: 'order-email', max: 10, windowMs: 3_600_000 },
} as const satisfies Record<string, RateLimit>;

/** Counts one typed e-mail; false past either limit. */
export async function withinOrderEmailLimits(c: ShopContext, orderId: number): Promise<boolean> {
  const db = c.get('deps').database.db;
  return (await takeFromLimit(db, orderEmailLimits.perAddress, limitAddress(c))) && takeFromLimit(db, orderEmailLimits.perOrder, String(orderId));
}
