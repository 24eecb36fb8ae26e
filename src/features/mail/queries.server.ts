import type { Db } from '../../db/index.server';
import { mail as mailSettings } from '../../settings/groups/mail.server';
import './tables';

export interface NewMail {
  recipient: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
  cc?: string;
  bcc?: string;
  attachments?: { filename: string; path: string }[];
}

export async function insertMail(db: Db, mail: NewMail, now: string, messageId: string): Promise<number> {
  const row = await db
    .insertInto('outbox')
    .values({
      recipient: mail.recipient,
      subject: mail.subject,
      text_body: mail.text,
      html_body: mail.html,
      reply_to: mail.replyTo ?? '',
      cc: mail.cc ?? '',
      bcc: mail.bcc ?? '',
      attachments: JSON.stringify(mail.attachments ?? []),
      next_attempt_at: now,
      created_at: now,
      message_id: messageId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export function findMails(db: Db, ids: number[]) {
  if (!ids.length) return Promise.resolve([]);
  return db.selectFrom('outbox').selectAll().where('id', 'in', ids).orderBy('id').execute();
}

/** The `shop_email` setting as it stands in the transaction queueing a message. */
export async function storedShopEmail(db: Db): Promise<string> {
  const row = await db.selectFrom('settings').select('value').where('name', '=', mailSettings.shopEmail.name).executeTakeFirst();
  return row ? mailSettings.shopEmail.read(row.value) : mailSettings.shopEmail.fallback;
}

/** The id of every message in the outbox, in order. */
export async function allMailIds(db: Db): Promise<number[]> {
  return (await db.selectFrom('outbox').select('id').orderBy('id').execute()).map((r) => r.id);
}

/** Queued messages whose next attempt is due, oldest first. */
export function findDueMails(db: Db, now: string, limit: number) {
  return db
    .selectFrom('outbox')
    .selectAll()
    .where('status', '=', 'queued')
    .where('next_attempt_at', '<=', now)
    .orderBy('next_attempt_at')
    .orderBy('id')
    .limit(limit)
    .execute();
}

/**
 * Takes a message for one sender: moves its next attempt to `leaseUntil` only if no other sender did first.
 * A sender that dies mid-send leaves the message to be tried again when the lease ends.
 */
export async function claimMail(db: Db, id: number, seenNextAttempt: string, leaseUntil: string): Promise<boolean> {
  const result = await db
    .updateTable('outbox')
    .set({ next_attempt_at: leaseUntil })
    .where('id', '=', id)
    .where('status', '=', 'queued')
    .where('next_attempt_at', '=', seenNextAttempt)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export function markSent(db: Db, id: number, attempts: number, sentAt: string) {
  return db.updateTable('outbox').set({ status: 'sent', attempts, sent_at: sentAt, last_error: null }).where('id', '=', id).execute();
}

/** The attempt failed for now: the message waits until `nextAttemptAt` and is tried again. */
export function scheduleRetry(db: Db, id: number, attempts: number, nextAttemptAt: string, error: string) {
  return db.updateTable('outbox').set({ attempts, next_attempt_at: nextAttemptAt, last_error: error.slice(0, 1000) }).where('id', '=', id).execute();
}

/** The message can never go: it is kept, with why, and never tried again. */
export function markFailed(db: Db, id: number, attempts: number, error: string) {
  return db.updateTable('outbox').set({ status: 'failed', attempts, last_error: error.slice(0, 1000) }).where('id', '=', id).execute();
}
