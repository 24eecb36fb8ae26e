import { sql } from 'kysely';
import { rm, writeFile } from 'node:fs/promises';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { demoFacts } from '../../db/seed/demo-facts.server';
import { testDatabases } from '../../../tests/support/databases';
import { wishlist } from '../../lib/contract-names';
import { mailFilesWritten, mailFolder } from '../mail/index.server';
import type { TestShop } from '../../../tests/support/shop';
import { openTestShop, productId, WishlistShopper } from './wishlist-test-support';

const { actions } = wishlist;
const tooMany = { result: false, template: '', message: 'Bạn đã gửi nhiều yêu cầu báo giá. Vui lòng thử lại sau.' };

// Each estimate request mails the shop: a few per session and per address an hour, answered 429 past that.
describe.each(testDatabases.map((d) => [d.name, d] as const))('the estimate requests a shopper may send on %s', (_name, kind) => {
  let shop: TestShop;
  const db = () => shop.deps.database.db;
  const count = async (table: 'wishlist_estimates' | 'outbox') => Number((await sql<{ n: number }>`select count(*) as n from ${sql.table(table)}`.execute(db())).rows[0]!.n);

  /** A shopper with one product in the default wishlist, and a way to ask for its estimate. */
  async function asker() {
    const s = new WishlistShopper(shop.app);
    const added = await s.answer<{ user_wishlists: { id: number }[] }>(actions.add, { add_to_wishlist: String(await productId(db(), demoFacts.simpleProductSlug)) });
    const wishlistId = String(added.user_wishlists[0]!.id);
    return (fields: Record<string, string> = {}) => s.call(actions.askEstimate, { wishlist_id: wishlistId, reply_email: 'lan@gmail.com', additional_notes: 'Giá sỉ?', ...fields });
  }

  beforeAll(async () => {
    shop = await openTestShop(kind);
  });
  beforeEach(async () => {
    await db().deleteFrom('rate_events').where('kind', 'like', 'wishlist-estimate%').execute();
  });
  afterAll(() => shop?.close());

  it('one session sends 3 an hour; the 4th is answered 429 in the call\'s shape and mails nothing', async () => {
    const ask = await asker();
    const before = [await count('wishlist_estimates'), await count('outbox')];
    for (let i = 0; i < 3; i++) expect((await ask({ reply_email: `khach${i}@gmail.com` })).status).toBe(200);
    const refused = await ask({ reply_email: 'khach9@gmail.com' });
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual(tooMany);
    expect([await count('wishlist_estimates'), await count('outbox')]).toEqual([before[0]! + 3, before[1]! + 3]);
  });

  it('one address sends 10 an hour, whatever sessions it opens', async () => {
    const statuses = [];
    for (let s = 0; s < 4; s++) {
      const ask = await asker();
      for (let i = 0; i < 3; i++) statuses.push((await ask()).status);
    }
    expect(statuses).toEqual([...Array<number>(10).fill(200), 429, 429]);
  });

  it('a note over 2,000 characters is refused as too long, not as a bad e-mail', async () => {
    const ask = await asker();
    const res = await ask({ additional_notes: 'x'.repeat(2001) });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ result: false, template: '', message: 'Ghi chú dài tối đa 2.000 ký tự.' });
  });

  it('a mail folder the shop cannot write (read-only or full disk): the request is answered sent and its mail stays queued', async () => {
    const ask = await asker();
    const folder = mailFolder(shop.deps.config.dataDir);
    await rm(folder, { recursive: true, force: true });
    await writeFile(folder, 'not a folder'); // every copy written below it fails, even for root
    const before = await count('outbox');
    try {
      const res = await ask();
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({ result: true });
      await mailFilesWritten();
    } finally {
      await rm(folder);
    }
    expect(await count('outbox')).toBe(before + 1);
  });
});
