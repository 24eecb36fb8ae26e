import { createHash } from 'node:crypto';
import type { Db } from '../../db/index.server';
import { shop } from '../../lib/contract-names';
import type { PlacedOrder } from './create-order.server';

/**
 * How long a repeated submission answers its first order (decision 079): a browser's retry comes within the
 * request's 30 s, a shopper told the order failed orders again within a minute or two; ten minutes covers a phone
 * that was offline meanwhile, and a shopper who does want the same again later gets a second order.
 */
export const repeatWindowMs = 10 * 60_000;

const since = (now: Date) => new Date(now.getTime() - repeatWindowMs).toISOString();

/**
 * One submission's key: which door, whose (a session, or a client address without one) and every posted field,
 * in name order, but the attribution inputs (they tell where the visit came from and change with each page the
 * shopper opens, not what is ordered). Hashed, so no name, phone or address is kept in it.
 */
export function submissionKey(door: 'quick-buy' | 'checkout', shopper: string, posted: URLSearchParams): string {
  const fields = [...posted].filter(([name]) => !name.startsWith(shop.attributionPrefix));
  fields.sort(([a, x], [b, y]) => (a === b ? (x < y ? -1 : x > y ? 1 : 0) : a < b ? -1 : 1));
  return createHash('sha256').update(JSON.stringify([door, shopper, fields])).digest('hex');
}

/** Thrown when the same submission placed its order meanwhile: that order, not a refusal, is the answer. */
export class SubmissionTaken extends Error {
  constructor() {
    super('submission placed its order already');
  }
}

/**
 * Takes the key for the order being placed, in its transaction: a second transaction with the same key waits on
 * the key (PostgreSQL) or on the one writer (SQLite) and throws SubmissionTaken once the first commits; it goes on
 * if that one rolled back. The key's row from before the window goes first.
 */
export async function claimSubmission(trx: Db, key: string, now = new Date()): Promise<void> {
  await trx.deleteFrom('order_submissions').where('key', '=', key).where('placed_at', '<=', since(now)).execute();
  const row = { key, order_id: null, placed_at: now.toISOString() };
  const inserted = await trx.insertInto('order_submissions').values(row).onConflict((oc) => oc.column('key').doNothing()).executeTakeFirst();
  if (!Number(inserted.numInsertedOrUpdatedRows ?? 0)) throw new SubmissionTaken();
}

/** Notes the order the submission placed, in its transaction; a key seen before now names this order. */
export async function noteSubmission(trx: Db, key: string, orderId: number, now = new Date()): Promise<void> {
  const row = { key, order_id: orderId, placed_at: now.toISOString() };
  await trx.insertInto('order_submissions').values(row).onConflict((oc) => oc.column('key').doUpdateSet({ order_id: orderId, placed_at: row.placed_at })).execute();
}

/** The order this submission placed within the window, if it did. */
export async function orderOfSubmission(db: Db, key: string, now = new Date()): Promise<PlacedOrder | undefined> {
  const row = await db
    .selectFrom('order_submissions')
    .innerJoin('orders', 'orders.id', 'order_submissions.order_id')
    .select(['orders.id', 'orders.number', 'orders.order_key'])
    .where('order_submissions.key', '=', key)
    .where('order_submissions.placed_at', '>', since(now))
    .executeTakeFirst();
  return row && { id: row.id, number: row.number, orderKey: row.order_key };
}

/** Submissions past the window are of no more use: deleted after each order, as the rate limits' counts are. */
export async function forgetOldSubmissions(db: Db, now = new Date()): Promise<void> {
  await db.deleteFrom('order_submissions').where('placed_at', '<=', since(now)).execute();
}
