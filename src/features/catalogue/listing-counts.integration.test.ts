import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases, type TestDatabase } from '../../../tests/support/databases';
import type { Database } from '../../db/index.server';
import { seedDemoShopIfEmpty } from '../../db/seed/index.server';
import { loadConfig } from '../../lib/config.server';
import { storedCount } from './listing-queries.server';

describe.each(testDatabases.map((d) => [d.name, d] as [string, TestDatabase]))('stored listing counts on %s', (_name, kind) => {
  let database: Database & { dataDir: string };
  let category: number;
  const changes = async () => (await database.db.selectFrom('catalogue_changes').select('changes').executeTakeFirstOrThrow()).changes;
  const listedIn = async (categoryId?: number) => {
    let query = database.db.selectFrom('products').select('id').where('status', '=', 'publish').where('type', 'in', ['simple', 'variable']);
    if (categoryId) query = query.where('id', 'in', database.db.selectFrom('product_categories').select('product_id').where('category_id', '=', categoryId));
    return (await query.execute()).length;
  };

  beforeAll(async () => {
    database = await kind.open();
    await seedDemoShopIfEmpty(database, loadConfig({ DATA_DIR: database.dataDir, LOG_REQUESTS: '0', SESSION_SECRET: 'x'.repeat(40) }));
    category = (await database.db.selectFrom('categories').select('id').where('slug', '=', 'dam').executeTakeFirstOrThrow()).id;
  });
  afterAll(() => database?.close());

  it('issue 10: a count is stored with the change number it was made at, and read back while nothing changes', async () => {
    const expected = await listedIn(category);
    expect(await storedCount(database.db, { categoryIds: [category] })).toBe(expected);
    const stored = await database.db.selectFrom('listing_counts').selectAll().execute();
    expect(stored).toEqual([{ listing: `[${category}]`, products: expected, changes: await changes() }]);
    // A stored number is what is answered: proof that nothing was counted.
    await database.db.updateTable('listing_counts').set({ products: 12345 }).execute();
    expect(await storedCount(database.db, { categoryIds: [category] })).toBe(12345);
    expect(await storedCount(database.db, {})).toBe(await listedIn());
  });

  it('issue 10: stock and sales leave counts alone; a new product, a membership or an unpublished product count again', async () => {
    const before = await changes();
    await database.db.updateTable('products').set({ stock_quantity: 3, total_sales: 9 }).where('type', '=', 'simple').execute();
    expect(await changes()).toBe(before);
    const { id } = await database.db
      .insertInto('products')
      .values({ type: 'simple', slug: 'dam-moi-qz', name: 'Đầm mới', search_text: 'dam moi', created_at: new Date().toISOString() })
      .returning('id')
      .executeTakeFirstOrThrow();
    await database.db.insertInto('product_categories').values({ product_id: id, category_id: category }).execute();
    expect(await changes()).toBeGreaterThan(before);
    expect(await storedCount(database.db, { categoryIds: [category] })).toBe(await listedIn(category));
    const withNew = await listedIn(category);
    await database.db.updateTable('products').set({ status: 'draft' }).where('id', '=', id).execute();
    expect(await storedCount(database.db, { categoryIds: [category] })).toBe(withNew - 1);
    await database.db.deleteFrom('products').where('id', '=', id).execute();
    expect(await storedCount(database.db, {})).toBe(await listedIn());
  });
});
