import type { Db } from '../../db/index.server';
import * as vi from '../../lib/messages/index';
import { formatMoney } from '../../lib/money';
import { findMethodCost } from './queries.server';
import { seenCostField } from './shipping-names';

/**
 * What to tell a shopper whose chosen method changed since the review showed it (the shop re-priced or removed it
 * meanwhile), or null. The order is then placed at today's price only once they have seen it (decision 093). A
 * method the review never showed (no cost seen posted: an older page, a made-up id) is left to the order's checks.
 */
export async function shippingChangedMessage(db: Db, form: URLSearchParams, methodId: string): Promise<string | null> {
  const seen = form.get(seenCostField(methodId));
  if (seen === null) return null;
  const cost = await findMethodCost(db, methodId);
  if (cost === undefined) return vi.checkout.shippingInvalid;
  return String(cost) === seen ? null : vi.shipping.repriced(formatMoney(cost));
}
