import { existsSync } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../../tests/support/databases';
import { openTestShop, type TestShop } from '../../../tests/support/shop';
import { keepSentDays, mailFile, purgeSentMail, queueMail, saveMailFiles } from './index.server';

const day = 86_400_000;

// Issue 6: the outbox is bounded: sent messages go 30 days after sending, with their copies; queued ones stay.
describe.each(testDatabases.map((d) => [d.name, d] as const))('the outbox bound on %s', (_name, kind) => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await openTestShop(kind);
  });
  afterAll(() => shop.close());

  it(`issue 6: sent messages older than ${keepSentDays} days are removed with their copies; recent and queued ones are kept`, async () => {
    const db = shop.deps.database.db;
    const now = new Date('2027-03-01T00:00:00Z');
    const mail = (n: number) => queueMail(db, { recipient: `k${n}@example.com`, subject: `Thư ${n}`, text: 'x', html: '<p>x</p>' });
    const [oldSent, recentSent, oldQueued] = [await mail(1), await mail(2), await mail(3)];
    await saveMailFiles(shop.deps, [oldSent, recentSent, oldQueued]);
    const sentAt = (id: number, ms: number) => db.updateTable('outbox').set({ status: 'sent', sent_at: new Date(ms).toISOString() }).where('id', '=', id).execute();
    await sentAt(oldSent, now.getTime() - (keepSentDays + 1) * day);
    await sentAt(recentSent, now.getTime() - (keepSentDays - 1) * day);
    await db.updateTable('outbox').set({ created_at: new Date(now.getTime() - 400 * day).toISOString() }).where('id', '=', oldQueued).execute();

    expect(await purgeSentMail({ db, config: shop.deps.config }, now)).toBe(1);
    const left = (await db.selectFrom('outbox').select('id').execute()).map((r) => r.id).sort((a, b) => a - b);
    expect(left).toEqual([recentSent, oldQueued]);
    expect(existsSync(mailFile(shop.deps.config.dataDir, oldSent))).toBe(false);
    expect(existsSync(mailFile(shop.deps.config.dataDir, recentSent))).toBe(true);
    expect(await purgeSentMail({ db, config: shop.deps.config }, now)).toBe(0);
  });

  it('issue 6: a purge stopped while removing copies (a crash, a copy it cannot remove) leaves no copy of a message whose row is gone', async () => {
    const db = shop.deps.database.db;
    const now = new Date('2027-06-01T00:00:00Z');
    const [stuck, gone] = [await queueMail(db, { recipient: 'a@example.com', subject: 'Cũ 1', text: 'x', html: '' }), await queueMail(db, { recipient: 'b@example.com', subject: 'Cũ 2', text: 'x', html: '' })];
    await saveMailFiles(shop.deps, [gone]);
    // A copy the purge cannot remove: a folder in its place, as a crash before the removal leaves the copy there.
    await mkdir(join(mailFile(shop.deps.config.dataDir, stuck), 'x'), { recursive: true });
    const long = new Date(now.getTime() - (keepSentDays + 5) * day).toISOString();
    await db.updateTable('outbox').set({ status: 'sent', sent_at: long }).where('id', 'in', [stuck, gone]).execute();
    await purgeSentMail({ db, config: shop.deps.config }, now).catch(() => 0);
    const rows = (await db.selectFrom('outbox').select('id').where('id', 'in', [stuck, gone]).execute()).map((r) => r.id);
    expect(rows).toEqual([stuck]); // kept with its copy, for the next purge
    expect(existsSync(mailFile(shop.deps.config.dataDir, gone))).toBe(false);
    await rm(mailFile(shop.deps.config.dataDir, stuck), { recursive: true });
    expect(await purgeSentMail({ db, config: shop.deps.config }, now)).toBe(1);
  });
});
