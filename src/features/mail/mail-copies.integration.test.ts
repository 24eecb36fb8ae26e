import { readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../../tests/support/databases';
import { openTestShop, type TestShop } from '../../../tests/support/shop';
import { mailFile, mailFolder, queueMail, repairMailFiles, saveMailFiles } from './index.server';

// Issue 6 item 13: a crash while copies are written leaves none half-written, and start-up writes the missing.
describe.each(testDatabases.map((d) => [d.name, d] as const))('crash-safe mail copies on %s', (_name, kind) => {
  let shop: TestShop;
  const ids: number[] = [];
  beforeAll(async () => {
    shop = await openTestShop(kind);
    for (let i = 0; i < 4; i++) ids.push(await queueMail(shop.deps.database.db, { recipient: `khach${i}@example.com`, subject: `Thư ${i}`, text: `Nội dung ${i}`, html: `<p>Nội dung ${i}</p>` }));
  });
  afterAll(() => shop.close());

  it('copies are written whole, with no temporary file left beside them', async () => {
    await saveMailFiles(shop.deps, ids);
    const names = await readdir(mailFolder(shop.deps.config.dataDir));
    expect(names.sort()).toEqual(ids.map((id) => `${id}.eml`).sort());
    for (const id of ids) expect(await readFile(mailFile(shop.deps.config.dataDir, id), 'utf8')).toContain('khach');
  });

  it('start-up rewrites a missing and an empty copy, removes an interrupted write, and leaves whole copies alone', async () => {
    const dir = shop.deps.config.dataDir;
    const [missing, empty, kept] = ids as [number, number, number];
    const before = await readFile(mailFile(dir, kept), 'utf8');
    const keptTime = (await stat(mailFile(dir, kept))).mtimeMs;
    await rm(mailFile(dir, missing));
    await writeFile(mailFile(dir, empty), '');
    await writeFile(join(mailFolder(dir), '.abc123.partial'), 'half');
    expect(await repairMailFiles(shop.deps)).toBe(2);
    expect(await readFile(mailFile(dir, missing), 'utf8')).toContain(`khach0@example.com`);
    expect(await readFile(mailFile(dir, empty), 'utf8')).toContain(`khach1@example.com`);
    expect(await readFile(mailFile(dir, kept), 'utf8')).toBe(before);
    expect((await stat(mailFile(dir, kept))).mtimeMs).toBe(keptTime);
    expect((await readdir(mailFolder(dir))).filter((n) => n.endsWith('.partial'))).toEqual([]);
    expect(await repairMailFiles(shop.deps)).toBe(0);
  });

  it("a message whose attached file is gone keeps no other message's copy from being written, at every start", async () => {
    const db = shop.deps.database.db;
    const lost = await queueMail(db, { recipient: 'mat@example.com', subject: 'Tệp mất', text: 'x', html: '', attachments: [{ filename: 'a.pdf', path: join(shop.deps.config.dataDir, 'khong-con.pdf') }] });
    const after = await queueMail(db, { recipient: 'sau@example.com', subject: 'Thư sau', text: 'x', html: '' });
    for (const id of ids) await rm(mailFile(shop.deps.config.dataDir, id));
    expect(await repairMailFiles(shop.deps)).toBe(ids.length + 1);
    for (const id of [...ids, after]) expect((await stat(mailFile(shop.deps.config.dataDir, id))).size).toBeGreaterThan(0);
    await expect(stat(mailFile(shop.deps.config.dataDir, lost))).rejects.toThrow(/ENOENT/);
  });
});
