import { dialectOf } from '../../db/id-list.server';
import type { Db } from '../../db/index.server';
import type { SubscriberSource, SubscriberStatus } from './tables';
import './tables';

/**
 * The inbox's row as an ask reads it, held until the ask commits (PostgreSQL; SQLite's transaction holds its write
 * lock already), so a confirm or an unsubscribe cannot write between the ask's read and its write (decision 043).
 */
export function findSubscriberToAsk(trx: Db, mailbox: string) {
  const query = trx.selectFrom('newsletter_subscribers').selectAll().where('mailbox', '=', mailbox);
  return (dialectOf(trx) === 'postgres' ? query.forUpdate() : query).executeTakeFirst();
}

/** A link's row, held until its confirm or unsubscribe commits (decision 097), as findSubscriberToAsk holds an ask's. */
export function findSubscriberToChange(trx: Db, token: string) {
  const query = trx.selectFrom('newsletter_subscribers').selectAll().where('token', '=', token);
  return (dialectOf(trx) === 'postgres' ? query.forUpdate() : query).executeTakeFirst();
}

export function findSubscriberByToken(db: Db, token: string) {
  return db.selectFrom('newsletter_subscribers').selectAll().where('token', '=', token).executeTakeFirst();
}

export async function insertSubscriber(db: Db, row: { email: string; mailbox: string; token: string; source: SubscriberSource; now: string }): Promise<void> {
  await db
    .insertInto('newsletter_subscribers')
    .values({ email: row.email, mailbox: row.mailbox, status: 'pending', token: row.token, source: row.source, created_at: row.now, asked_at: row.now, confirmed_at: null, unsubscribed_at: null })
    .execute();
}

/** Asked again: pending once more (a new token after leaving, so old links stay dead), mail time recorded. */
export async function markAskedAgain(db: Db, id: number, token: string, now: string): Promise<void> {
  await db.updateTable('newsletter_subscribers').set({ status: 'pending', token, asked_at: now }).where('id', '=', id).execute();
}

/** Moves a row on only from the status it was read in, so two clicks at once change it once. */
export async function moveSubscriber(db: Db, id: number, from: SubscriberStatus[], to: SubscriberStatus, now: string): Promise<boolean> {
  const stamp = to === 'subscribed' ? { confirmed_at: now, unsubscribed_at: null } : { unsubscribed_at: now };
  const result = await db.updateTable('newsletter_subscribers').set({ status: to, ...stamp }).where('id', '=', id).where('status', 'in', from).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
