import { readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { ShopDeps } from '../../server/shop.server';
import { partialSuffix } from './durable-file.server';
import { mailFolder, saveMailFiles } from './outbox.server';
import { allMailIds } from './queries.server';

type MailDeps = Pick<ShopDeps, 'database' | 'config' | 'settings'>;

/**
 * At start-up: every outbox message gets its .eml copy back when a crash left it missing or empty, and the
 * temporary files of interrupted writes are removed. Answers how many copies were written.
 */
export async function repairMailFiles(deps: MailDeps): Promise<number> {
  const folder = mailFolder(deps.config.dataDir);
  const names = await readdir(folder).catch(() => [] as string[]);
  for (const name of names.filter((n) => n.endsWith(partialSuffix))) await rm(join(folder, name), { force: true });
  const whole = new Set<number>();
  for (const name of names.filter((n) => /^\d+\.eml$/.test(n))) {
    if ((await stat(join(folder, name)).catch(() => undefined))?.size) whole.add(Number.parseInt(name, 10));
  }
  const missing = (await allMailIds(deps.database.db)).filter((id) => !whole.has(id));
  for (let i = 0; i < missing.length; i += 200) await saveMailFiles(deps, missing.slice(i, i + 200));
  return missing.length;
}
