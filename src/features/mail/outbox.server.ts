import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Db } from '../../db/index.server';
import type { ShopDeps } from '../../server/shop.server';
import { composeEml, newMessageId, shopSender } from './compose.server';
import { writeFileDurably } from './durable-file.server';
import { log } from '../../server/log.server';
import { findMails, insertMail, storedShopEmail, type NewMail } from './queries.server';

export type MailMessage = NewMail;

/**
 * Puts a message in the outbox. Call it inside the transaction that makes the message true (an order), so a
 * rolled-back order sends nothing; the sender delivers it later, retrying until it is delivered or can never be.
 * Its Message-ID is made now, under the domain `shop_email` has now, and every delivery and copy carries it.
 */
export async function queueMail(db: Db, message: MailMessage): Promise<number> {
  const now = new Date();
  return insertMail(db, message, now.toISOString(), newMessageId(await storedShopEmail(db), now));
}

export const mailFolder = (dataDir: string) => join(dataDir, 'mail');

export const mailFile = (dataDir: string, id: number) => join(mailFolder(dataDir), `${id}.eml`);

/**
 * Writes `<dataDir>/mail/<id>.eml` for committed messages, a copy to read when no mail server is set up; each
 * whole or not at all, so a crash leaves no empty copy (and start-up writes the missing ones, `repairMailFiles`).
 * Throws an AggregateError of the copies it could not write, after writing the others.
 */
export async function saveMailFiles(deps: Pick<ShopDeps, 'database' | 'config' | 'settings'>, ids: number[]): Promise<void> {
  const rows = await findMails(deps.database.db, ids);
  if (!rows.length) return;
  const from = shopSender(await deps.settings());
  const folder = mailFolder(deps.config.dataDir);
  await mkdir(folder, { recursive: true });
  const failures: unknown[] = [];
  for (const row of rows) {
    // One copy that cannot be made (a file it attaches is gone) keeps none of the others from being written.
    await composeEml(row, from)
      .then((eml) => writeFileDurably(mailFile(deps.config.dataDir, row.id), eml))
      .catch((error: unknown) => failures.push(error));
  }
  if (failures.length) throw new AggregateError(failures, `${failures.length} of ${rows.length} mail copies not written: ${String(failures[0])}`);
}

// The copies still being written after their answer went out; shutdown waits for them before closing the database.
const writing = new Set<Promise<void>>();

/**
 * Writes the copies after the current answer is sent (setImmediate), so the shopper never waits for the disk
 * (decision 055). A crash before they are whole loses nothing: start-up writes the missing ones (`repairMailFiles`).
 */
export function saveMailFilesAfterAnswer(deps: Pick<ShopDeps, 'database' | 'config' | 'settings'>, ids: number[]): void {
  if (!ids.length) return;
  const done: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
    .then(() => saveMailFiles(deps, ids))
    .catch((error: unknown) => log.error('mail-file', error, { mails: ids }))
    .finally(() => writing.delete(done));
  writing.add(done);
}

/** Resolves once every copy begun by `saveMailFilesAfterAnswer` is written (or has failed and been logged). */
export async function mailFilesWritten(): Promise<void> {
  while (writing.size) await Promise.all([...writing]);
}
