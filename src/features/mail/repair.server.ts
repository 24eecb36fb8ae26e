import { readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { log } from '../../server/log.server';
import type { ShopDeps } from '../../server/shop.server';
import { partialSuffix } from './durable-file.server';
import { mailFolder, saveMailFiles } from './outbox.server';
import { allMailIds } from './queries.server';

type MailDeps = Pick<ShopDeps, 'database' | 'config' | 'settings'>;

// A temporary file this old is no write in progress: each is flushed and renamed within moments of its creation.
const interruptedAfterMs = 60_000;

/**
 * At start-up: every outbox message gets its .eml copy back when a crash left it missing or empty, and the
 * temporary files of interrupted writes are removed. With `othersWriting` (a worker replacing a dead one beside
 * the others) a temporary file may be another process's write in progress: only old ones are removed, and a copy
 * both write lands whole either way (each renames its own file). Answers how many copies were written; a folder
 * that cannot be written is logged, not thrown.
 */
export async function repairMailFiles(deps: MailDeps, { othersWriting = false } = {}): Promise<number> {
  const folder = mailFolder(deps.config.dataDir);
  const names = await readdir(folder).catch(() => [] as string[]);
  for (const name of names.filter((n) => n.endsWith(partialSuffix))) {
    const path = join(folder, name);
    const modified = othersWriting ? (await stat(path).catch(() => undefined))?.mtimeMs : 0;
    if (modified !== undefined && Date.now() - modified >= interruptedAfterMs) await rm(path, { force: true });
  }
  const whole = new Set<number>();
  for (const name of names.filter((n) => /^\d+\.eml$/.test(n))) {
    if ((await stat(join(folder, name)).catch(() => undefined))?.size) whole.add(Number.parseInt(name, 10));
  }
  const missing = (await allMailIds(deps.database.db)).filter((id) => !whole.has(id));
  let notWritten = 0;
  let reason: unknown;
  for (let i = 0; i < missing.length; i += 200) {
    const batch = missing.slice(i, i + 200);
    await saveMailFiles(deps, batch).catch((error: unknown) => {
      notWritten += error instanceof AggregateError ? error.errors.length : batch.length;
      reason ??= error;
    });
  }
  // A read-only or full disk, a lost attachment: the outbox rows are the messages, the copies only for reading them.
  if (reason) log.error('mail-file', reason, { notWritten });
  return missing.length - notWritten;
}
