import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../db/migrate.server';
import { testDatabases } from '../../../tests/support/databases';
import { openTestShop, type TestShop } from '../../../tests/support/shop';

const subscriber = (email: string, status: string, token: string, at: string) =>
  ({ email, status, token, source: 'footer', created_at: at, asked_at: at, confirmed_at: null, unsubscribed_at: null });

// Migration 046 on a shop whose rows were kept per spelling: each inbox ends as one row and one list entry.
describe.each(testDatabases.map((d) => [d.name, d] as const))('migration 046 on %s', (_name, kind) => {
  let shop: TestShop;
  const db = () => shop.deps.database.db as unknown as import('kysely').Kysely<any>;
  beforeAll(async () => {
    shop = await openTestShop(kind);
  });
  afterAll(() => shop?.close());

  it('decision 097: rows of one inbox merge into the most advanced state under the address first typed; the list keeps that address only', async () => {
    // The shop as it was before 046: no mailbox column, one row per spelling.
    await sql`drop index newsletter_subscribers_mailbox`.execute(db());
    await sql`alter table newsletter_subscribers drop column mailbox`.execute(db());
    await db().deleteFrom('kysely_migration').where('name', '=', '046-newsletter-mailboxes').execute();
    await db().insertInto('newsletter_subscribers').values([
      subscriber('lan.anh@gmail.com', 'unsubscribed', 'a'.repeat(32), '2026-01-01T00:00:00.000Z'),
      subscriber('lananh@gmail.com', 'subscribed', 'b'.repeat(32), '2026-02-01T00:00:00.000Z'),
      subscriber('lananh+tin@googlemail.com', 'pending', 'c'.repeat(32), '2026-03-01T00:00:00.000Z'),
      subscriber('binh@example.vn', 'pending', 'd'.repeat(32), '2026-01-01T00:00:00.000Z'),
      subscriber('binh+1@example.vn', 'unsubscribed', 'e'.repeat(32), '2026-02-01T00:00:00.000Z'),
      subscriber('chi@example.vn', 'subscribed', 'f'.repeat(32), '2026-01-01T00:00:00.000Z'),
    ]).execute();
    const at = '2026-02-01T00:00:00.000Z';
    await db().insertInto('marketing_audience').values([
      { email: 'lan.anh@gmail.com', subscribed: 0, updated_at: at },
      { email: 'lananh@gmail.com', subscribed: 1, updated_at: at },
      { email: 'chi@example.vn', subscribed: 1, updated_at: at },
    ]).execute();

    await migrateToLatest(shop.deps.database.db, shop.deps.database.dialect);

    const rows = await db().selectFrom('newsletter_subscribers').select(['email', 'mailbox', 'status', 'token', 'created_at']).orderBy('email').execute();
    expect(rows).toEqual([
      { email: 'binh@example.vn', mailbox: 'binh@example.vn', status: 'pending', token: 'd'.repeat(32), created_at: '2026-01-01T00:00:00.000Z' },
      { email: 'chi@example.vn', mailbox: 'chi@example.vn', status: 'subscribed', token: 'f'.repeat(32), created_at: '2026-01-01T00:00:00.000Z' },
      { email: 'lan.anh@gmail.com', mailbox: 'lananh@gmail.com', status: 'subscribed', token: 'b'.repeat(32), created_at: '2026-01-01T00:00:00.000Z' },
    ]);
    const list = await db().selectFrom('marketing_audience').select(['email', 'subscribed']).orderBy('email').execute();
    expect(list).toEqual([
      { email: 'chi@example.vn', subscribed: 1 },
      { email: 'lan.anh@gmail.com', subscribed: 1 },
      { email: 'lananh@gmail.com', subscribed: 0 },
    ]);
    // The inbox is the row's key from now on, whoever writes.
    await expect(db().insertInto('newsletter_subscribers').values({ ...subscriber('chi+2@example.vn', 'pending', '1'.repeat(32), at), mailbox: 'chi@example.vn' }).execute()).rejects.toThrow();
  });
});
