import type { Db } from '../../db/index.server';
import { shop } from '../../lib/contract-names';
import { attributionFieldNames, type AttributionField } from './fields';
import './tables';

// Long enough for any real value; the user agent is the only one that is often long.
const maxLength = 200;
const maxUserAgentLength = 500;

export type OrderAttribution = Partial<Record<AttributionField, string>>;

/** The known `wc_order_attribution_*` fields of a checkout post, trimmed and capped; unknown and empty ones left out. */
export function readOrderAttribution(input: URLSearchParams): Record<string, string> {
  const fields: OrderAttribution = {};
  for (const field of attributionFieldNames) {
    const value = input.get(shop.attributionPrefix + field)?.trim();
    if (!value) continue;
    fields[field] = value.slice(0, field === 'user_agent' ? maxUserAgentLength : maxLength);
  }
  return fields;
}

/** Stores an order's attribution; called inside the order transaction, so a failed order leaves none. */
export async function saveOrderAttribution(trx: Db, orderId: number, fields: Record<string, string>): Promise<void> {
  const rows = Object.entries(fields)
    .filter(([field, value]) => (attributionFieldNames as string[]).includes(field) && value !== '')
    .map(([field, value]) => ({ order_id: orderId, field, value }));
  if (rows.length) await trx.insertInto('order_attribution').values(rows).execute();
}

/** The attribution stored with an order (empty when it arrived without any). */
export async function loadOrderAttribution(db: Db, orderId: number): Promise<OrderAttribution> {
  const rows = await db.selectFrom('order_attribution').select(['field', 'value']).where('order_id', '=', orderId).execute();
  return Object.fromEntries(rows.map((r) => [r.field, r.value])) as OrderAttribution;
}
