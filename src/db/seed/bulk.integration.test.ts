import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases, type TestDatabase } from '../../../tests/support/databases';
import { loadConfig, type Config } from '../../lib/config.server';
import { foldVietnamese } from '../../lib/fold.server';
import type { Database } from '../index.server';
import { seedBulkProducts } from './bulk.server';
import { seedDemoShopIfEmpty } from './index.server';

describe.each(testDatabases.map((d) => [d.name, d] as [string, TestDatabase]))('bulk products on %s', (_name, kind) => {
  let database: Database & { dataDir: string };
  let config: Config;
  const parents = () => database.db.selectFrom('products').select(['id', 'slug', 'sku', 'name', 'search_text', 'type', 'image_id']).where('type', '!=', 'variation').execute();

  beforeAll(async () => {
    database = await kind.open();
    config = loadConfig({ DATA_DIR: database.dataDir, LOG_REQUESTS: '0', SESSION_SECRET: 'x'.repeat(40) });
    await seedDemoShopIfEmpty(database, config);
  });
  afterAll(() => database.close());

  it('bench: adds the asked number of products, twice, with unique slugs and SKUs', async () => {
    const before = (await parents()).length;
    await seedBulkProducts(database, config, 3000);
    await seedBulkProducts(database, config, 500);
    const all = await parents();
    expect(all.length).toBe(before + 3500);
    expect(new Set(all.map((p) => p.slug)).size).toBe(all.length);
    expect(new Set(all.map((p) => p.sku)).size).toBe(all.length);
  });

  it('bench: generated products are searchable, pictured, categorised, some variable with variations', async () => {
    const bulk = (await parents()).filter((p) => p.sku?.startsWith('BULK-'));
    for (const p of bulk.slice(0, 200)) {
      expect(p.search_text).toBe(foldVietnamese(`${p.name} ${p.sku}`));
      expect(p.image_id).not.toBeNull();
    }
    expect(bulk.filter((p) => foldVietnamese(p.name).includes('ao so mi')).length).toBeGreaterThan(100);
    const variable = bulk.filter((p) => p.type === 'variable');
    expect(variable.length).toBeGreaterThan(300);
    const variations = await database.db.selectFrom('products').select('parent_id').where('parent_id', 'in', variable.slice(0, 50).map((p) => p.id)).execute();
    expect(variations.length).toBe(150);
    const uncategorised = await database.db
      .selectFrom('products')
      .select('id')
      .where('sku', 'like', 'BULK-%')
      .where('type', '!=', 'variation')
      .where('id', 'not in', (eb) => eb.selectFrom('product_categories').select('product_id'))
      .execute();
    expect(uncategorised).toEqual([]);
  });
});
