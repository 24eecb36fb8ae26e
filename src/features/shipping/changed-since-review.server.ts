import type { Db } from '../../db/index.server';
import * as vi from '../../lib/messages/index';
import { formatMoney } from '../../lib/money';
import { holdMethodRow } from './queries.server';
import type { ShippingMethod } from './service.server';

/**
 * Inside the order's transaction, before it reads the price: a re-price of the method waits until the order commits
 * (PostgreSQL holds the row; SQLite's order holds the write lock from its begin), so the price read is the one charged.
 */
export function holdShippingPrice(trx: Db, methodId: string): Promise<void> {
  return holdMethodRow(trx, methodId);
}

/**
 * What to tell a shopper whose method costs, as the order prices it, otherwise than the cost they were shown (the
 * shop re-priced it since the review), or null. The order is then placed at today's price only once they have seen it
 * (decision 093). No cost posted (an older page, a made-up id) leaves the method to the order's own checks.
 */
export function shippingChangedMessage(shipping: ShippingMethod, seenCost: string | null): string | null {
  return seenCost === null || String(shipping.cost) === seenCost ? null : vi.shipping.repriced(formatMoney(shipping.cost));
}
