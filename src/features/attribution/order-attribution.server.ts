import type { Db } from '../../db/index.server';
import { shop } from '../../lib/contract-names';
import { oneLine } from '../../lib/visible-text';
import { attributionFieldNames, type AttributionField } from './fields';
import { none, sourceTypes } from './source-rules';
import './tables';

// Long enough for any real value; the user agent is the only one that is often long.
const maxLength = 200;
const maxUserAgentLength = 500;

export type OrderAttribution = Partial<Record<AttributionField, string>>;

const isWebAddress = (value: string) => URL.canParse(value) && /^https?:$/.test(new URL(value).protocol);
// A browser's clock set to the wrong time zone is hours off UTC; a session begun later than that is made up.
const clockSkewMs = 24 * 3_600_000;
// Date.parse rolls 30 February over into March; a stamp sourcebuster wrote reads back as itself, and is not yet to come.
function isCalendarStamp(v: string): boolean {
  const at = new Date(`${v.replace(' ', 'T')}Z`);
  if (!/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(v) || Number.isNaN(at.getTime())) return false;
  return at.toISOString().startsWith(v.replace(' ', 'T')) && at.getTime() <= Date.now() + clockSkewMs;
}
// sourcebuster counts visits and pages from 1.
const isCount = (v: string) => /^[1-9]\d{0,8}$/.test(v);
// Capped by characters, not UTF-16 units: half an emoji would be stored as U+FFFD.
const capped = (value: string, length: number) => [...value].slice(0, length).join('');

// What sourcebuster writes in the fields that have a shape (contract.md "Checkout"); anything else is not its.
const shapes: Partial<Record<AttributionField, (value: string) => boolean>> = {
  source_type: (v) => (sourceTypes as readonly string[]).includes(v),
  referrer: (v) => v === none || isWebAddress(v),
  session_entry: (v) => v === none || isWebAddress(v),
  session_start_time: isCalendarStamp,
  session_pages: isCount,
  session_count: isCount,
};

/**
 * The known `wc_order_attribution_*` fields of a checkout post, on one line, trimmed and capped; unknown, empty and
 * misshapen ones left out.
 */
export function readOrderAttribution(input: URLSearchParams): Record<string, string> {
  const fields: OrderAttribution = {};
  // One line each: a value is a line of the shop's new-order mail, where a posted "\n\nĐÃ THANH TOÁN" must not stand alone.
  for (const field of attributionFieldNames) {
    const value = capped(oneLine(input.get(shop.attributionPrefix + field) ?? ''), field === 'user_agent' ? maxUserAgentLength : maxLength);
    if (value && (shapes[field]?.(value) ?? true)) fields[field] = value;
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
