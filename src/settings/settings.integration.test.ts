import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { testDatabases } from '../../tests/support/databases';
import type { Database } from '../db/index.server';
import { settingsNamesMigration } from '../db/migrations/008-settings-names.server';
import { settingGroups } from './groups.server';
import { cachedSettings, settingsFrom } from './store.server';

const storedNames = Object.values(settingGroups).flatMap((group) => Object.values(group).map((setting) => setting.name));

describe('shop settings', () => {
  it('every setting has its own snake_case row name', () => {
    expect(new Set(storedNames).size).toBe(storedNames.length);
    for (const name of storedNames) expect(name).toMatch(/^[a-z]+(_[a-z]+)*$/);
  });

  it('every setting is documented in the README', () => {
    const readme = readFileSync('README.md', 'utf8');
    for (const name of storedNames) expect(readme).toContain(`\`${name}\``);
  });

  it('a setting the shop has not set has its default; stored values read by their kind', () => {
    const defaults = settingsFrom(new Map());
    expect(defaults.listings.productsPerPage).toBe(12);
    expect(defaults.cart.redirectAfterAdd).toBe(false);
    expect(defaults.address.structure).toBe('two-tier');
    const stored = settingsFrom(
      new Map([
        ['products_per_page', '24'],
        ['search_result_latency', 'soon'],
        ['cart_redirect_after_add', 'yes'],
        ['is_mini_cart_reveal', 'no'],
        ['store_notice', '  Nghỉ Tết  '],
        ['address_structure', 'three-tier'],
        ['shop_email', '  '],
        ['bank_bin', ' 970415 '],
        ['bank_name', ' VietinBank '],
      ]),
    );
    expect(stored.listings.productsPerPage).toBe(24);
    expect(stored.search.resultLatency).toBe(300);
    expect(stored.cart).toEqual({ redirectAfterAdd: true, miniCartReveal: false });
    expect(stored.chrome.storeNotice).toBe('  Nghỉ Tết  ');
    expect(stored.address.structure).toBe('three-tier');
    expect(stored.mail.shopEmail).toBe(settingGroups.mail.shopEmail.fallback);
    expect(stored.bank).toMatchObject({ bin: '970415', name: 'VietinBank' });
    expect(settingsFrom(new Map([['bank_bin', '97041'], ['address_structure', 'four-tier']]))).toMatchObject({ bank: { bin: '970436' }, address: { structure: 'two-tier' } });
  });
});

describe.each(testDatabases.map((d) => [d.name, d] as const))('stored settings on %s', (_name, kind) => {
  let database: Database;
  const rows = async () => Object.fromEntries((await database.db.selectFrom('settings').selectAll().execute()).map((r) => [r.name, r.value]));

  beforeAll(async () => {
    database = await kind.open();
  });
  afterAll(() => database?.close());
  beforeEach(() => database.db.deleteFrom('settings').execute());

  it('are read typed, by group, and again only after the cache time', async () => {
    await database.db.insertInto('settings').values({ name: 'header_hide_on_scroll', value: 'yes' }).execute();
    const settings = cachedSettings(database.db, 60_000);
    expect((await settings()).chrome.headerHideOnScroll).toBe(true);
    await database.db.updateTable('settings').set({ value: 'no' }).execute();
    expect((await settings()).chrome.headerHideOnScroll).toBe(true);
    expect((await cachedSettings(database.db, 0)()).chrome.headerHideOnScroll).toBe(false);
    settings.forget(); // a change the shop announced (decision 042): read again at once
    expect((await settings()).chrome.headerHideOnScroll).toBe(false);
  });

  it('migration 008: rows a running shop stored under the old camelCase names keep working under the new names', async () => {
    await database.db
      .insertInto('settings')
      .values([
        { name: 'productsPerPage', value: '24' },
        { name: 'storeNotice', value: 'Nghỉ Tết' },
        { name: 'headerHideOnScroll', value: 'yes' },
        { name: 'header_hide_on_scroll', value: 'no' },
        { name: 'shop_email', value: 'banhang@cuahang.example' },
      ])
      .execute();
    await settingsNamesMigration().up(database.db);
    expect(await rows()).toEqual({ products_per_page: '24', store_notice: 'Nghỉ Tết', header_hide_on_scroll: 'no', shop_email: 'banhang@cuahang.example' });
    const settings = await cachedSettings(database.db, 0)();
    expect(settings.listings.productsPerPage).toBe(24);
    expect(settings.chrome).toMatchObject({ storeNotice: 'Nghỉ Tết', headerHideOnScroll: false });
  });
});
