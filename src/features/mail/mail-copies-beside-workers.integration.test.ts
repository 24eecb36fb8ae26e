import { mkdir, readdir, readFile, rm, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../../tests/support/databases';
import { openTestShop, type TestShop } from '../../../tests/support/shop';
import { mailFile, mailFolder, queueMail, repairMailFiles } from './index.server';

// Decisions 013, 055: a worker started in place of a dead one writes the copies it left, while the others write theirs.
describe.each(testDatabases.map((d) => [d.name, d] as const))('mail copies repaired beside other workers on %s', (_name, kind) => {
  let shop: TestShop;
  const ids: number[] = [];
  beforeAll(async () => {
    shop = await openTestShop(kind);
    for (let i = 0; i < 120; i++) ids.push(await queueMail(shop.deps.database.db, { recipient: `khach${i}@example.com`, subject: `Thư ${i}`, text: `Nội dung ${i}`, html: `<p>Nội dung ${i}</p>` }));
  });
  afterAll(() => shop.close());

  it("a replacement leaves another worker's write in progress alone, removes an interrupted one, and writes what is missing", async () => {
    const folder = mailFolder(shop.deps.config.dataDir);
    await mkdir(folder, { recursive: true });
    const inProgress = join(folder, '.a1b2c3.partial');
    const interrupted = join(folder, '.d4e5f6.partial');
    await writeFile(inProgress, 'half');
    await writeFile(interrupted, 'half');
    const longAgo = new Date(Date.now() - 10 * 60_000);
    await utimes(interrupted, longAgo, longAgo);
    expect(await repairMailFiles(shop.deps, { othersWriting: true })).toBe(ids.length);
    const names = await readdir(folder);
    expect(names.filter((n) => n.endsWith('.partial'))).toEqual(['.a1b2c3.partial']);
    expect(names.filter((n) => n.endsWith('.eml'))).toHaveLength(ids.length);
    await rm(inProgress);
  });

  it('two replacements writing the same missing copies at once both finish, each copy whole', async () => {
    for (const id of ids) await rm(mailFile(shop.deps.config.dataDir, id));
    const first = repairMailFiles(shop.deps, { othersWriting: true });
    // The second starts while the first's temporary files are on disk, as a second worker's start would.
    const folder = mailFolder(shop.deps.config.dataDir);
    while (!(await readdir(folder)).some((n) => n.endsWith('.partial'))) await new Promise((r) => setImmediate(r));
    const second = repairMailFiles(shop.deps, { othersWriting: true });
    const [a, b] = await Promise.all([first, second]);
    expect(a).toBe(ids.length);
    expect(b).toBeGreaterThan(0);
    for (const [i, id] of ids.entries()) expect(await readFile(mailFile(shop.deps.config.dataDir, id), 'utf8')).toContain(`khach${i}@example.com`);
    expect((await readdir(folder)).filter((n) => n.endsWith('.partial'))).toEqual([]);
  });
});
