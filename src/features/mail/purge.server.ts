import { rm } from 'node:fs/promises';
import type { Db } from '../../db/index.server';
import type { Config } from '../../lib/config.server';
import { log } from '../../server/log.server';
import { mailFile } from './outbox.server';

/**
 * The outbox's bound (decision 026): a message is kept until it is sent, then 30 days more (to answer "did you
 * send it?"), then its row and its .eml copy are removed. Queued messages are never removed: with SMTP_URL unset
 * they are the shop's only copy. Each run removes at most `batch`, so a run's memory and time stay bounded.
 */
export const keepSentDays = 30;

export async function purgeSentMail(deps: { db: Db; config: Pick<Config, 'dataDir'> }, now = new Date(), batch = 1000): Promise<number> {
  const before = new Date(now.getTime() - keepSentDays * 86_400_000).toISOString();
  const rows = await deps.db.selectFrom('outbox').select('id').where('status', '=', 'sent').where('sent_at', '<', before).orderBy('id').limit(batch).execute();
  if (!rows.length) return 0;
  // Copies first, then the rows of the copies gone: a crash in between leaves rows (purged next time), never a copy
  // of personal data no row points to, which nothing would ever remove.
  const removed: number[] = [];
  for (const { id } of rows) {
    await rm(mailFile(deps.config.dataDir, id), { force: true }).then(
      () => removed.push(id),
      (error: unknown) => log.error('mail-purge', error, { mail: id }),
    );
  }
  if (removed.length) await deps.db.deleteFrom('outbox').where('id', 'in', removed).execute();
  return removed.length;
}

/** Purges sent mail every `everyMs` while the process runs; returns the function that stops it. */
export function startSentMailPurge(deps: { db: Db; config: Pick<Config, 'dataDir'> }, everyMs = 3_600_000): () => void {
  const purge = () =>
    purgeSentMail(deps)
      .then((count) => count && log.info('mail-purged', { count }))
      .catch((error) => log.error('mail-purge', error));
  const timer = setInterval(purge, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
