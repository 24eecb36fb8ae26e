import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../db/migrate.server';
import { bankAccountNumberRefusal } from '../db/migrations/051-message-ids-and-bank-account.server';
import { demoFacts } from '../db/seed/demo-facts.server';
import { testDatabases } from '../../tests/support/databases';
import type { TestShop } from '../../tests/support/shop';
import { checkoutForm, openTestShop, setSetting, setStock, shopperWith, validFields } from '../features/checkout/checkout-test-support';

const undo051: Record<'sqlite' | 'postgres', string[]> = {
  sqlite: ['drop trigger settings_bank_account_number_insert', 'drop trigger settings_bank_account_number_update', 'alter table outbox drop column message_id'],
  postgres: ['drop trigger settings_bank_account_number on settings', 'drop function settings_bank_account_number_check()', 'alter table outbox drop column message_id'],
};

// Migration 051 (decision 095, follow-up): a shop from before it keeps what it stored; from then on a bad account number is refused.
describe.each(testDatabases.map((d) => [d.name, d] as const))('the bank account number setting on %s', (_name, kind) => {
  let shop: TestShop;
  const db = () => shop.deps.database.db as unknown as Kysely<any>;
  const storedBefore = 'STK: 0123 456 789 (Vietcombank Hà Nội)';
  const sentBefore = '2026-03-04T05:06:07.089Z';

  beforeAll(async () => {
    shop = await openTestShop(kind);
    await setStock(shop.deps.database.db, demoFacts.simpleProductSlug, 100);
    // The shop as it was before 051: any account number stored, outbox rows without a kept Message-ID.
    for (const statement of undo051[kind.name]) await sql.raw(statement).execute(db());
    await db().deleteFrom('kysely_migration').where('name', '=', '051-message-ids-and-bank-account').execute();
    await setSetting(shop.deps.database.db, 'shop_email', ' banhang@cu-cu.example ');
    await setSetting(shop.deps.database.db, 'bank_account_number', storedBefore);
    await db().insertInto('outbox').values({ recipient: 'khach@example.vn', subject: 'Thư cũ', text_body: 'x', html_body: '', next_attempt_at: sentBefore, created_at: sentBefore }).execute();
    await migrateToLatest(shop.deps.database.db, kind.name);
  });
  afterAll(() => shop?.close());

  it('decision 095: a message queued before the upgrade keeps the Message-ID it was first sent with', async () => {
    const row = await db().selectFrom('outbox').select(['id', 'message_id']).where('subject', '=', 'Thư cũ').executeTakeFirstOrThrow();
    expect(row.message_id).toBe(`<outbox-${row.id}-${Date.parse(sentBefore)}@cu-cu.example>`);
  });

  it('spec 2.7: a bad number stored before the upgrade stays, shown as typed on the thank-you page, without a code, never an error page', async () => {
    const s = await shopperWith(shop, demoFacts.simpleProductSlug);
    const answer = await s.json<{ redirect: string }>('checkout', validFields(await checkoutForm(s), { payment_method: 'bacs' }));
    const page = await s.request(answer.redirect.replace('http://localhost', ''));
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(`<strong>${storedBefore}</strong>`);
    expect(html).not.toContain('vietqr-code');
  });

  it('spec 2.7: an account number no banking app could read is refused with a message saying what it must be, on insert and on update', async () => {
    for (const bad of ['', '   ', 'Số tài khoản 0123456789', '0'.repeat(20), '0123_456_789', '0123\u00a0456789']) {
      await setSetting(shop.deps.database.db, 'bank_account_number', '0123456789');
      await expect(db().updateTable('settings').set({ value: bad }).where('name', '=', 'bank_account_number').execute(), JSON.stringify(bad)).rejects.toThrow(bankAccountNumberRefusal);
      await expect(setSetting(shop.deps.database.db, 'bank_account_number', bad), JSON.stringify(bad)).rejects.toThrow(bankAccountNumberRefusal);
    }
    for (const good of ['0123 456.789', '0123-456-789', 'VQRQADAIJ5512', '9'.repeat(19)]) {
      await setSetting(shop.deps.database.db, 'bank_account_number', good);
      expect((await db().selectFrom('settings').select('value').where('name', '=', 'bank_account_number').executeTakeFirstOrThrow()).value).toBe(good);
    }
    await expect(db().updateTable('settings').set({ name: 'bank_account_number' }).where('name', '=', 'shop_email').execute()).rejects.toThrow(bankAccountNumberRefusal);
  });

});
