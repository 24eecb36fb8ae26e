import { CompiledQuery, sql, type KyselyPlugin, type RootOperationNode } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases, type TestDatabase } from '../../../tests/support/databases';
import { listingComparators, type ListedRow } from '../../../tests/support/listing-orders';
import type { Database } from '../../db/index.server';
import { seedBulkProducts } from '../../db/seed/bulk.server';
import { seedDemoShopIfEmpty } from '../../db/seed/index.server';
import { loadConfig } from '../../lib/config.server';
import { countListing, listingPageIds, type ListingFilter } from './listing-queries.server';
import { listingOrders, type ListingOrder } from './listing-order';

type Row = ListedRow;
const comparators = listingComparators as Record<ListingOrder, (a: Row, b: Row) => number>;

describe.each(testDatabases.map((d) => [d.name, d] as [string, TestDatabase]))('listing pages on %s', (name, kind) => {
  let database: Database & { dataDir: string };
  let rows: Row[];
  let women: { filter: ListingFilter; ids: Set<number> };

  beforeAll(async () => {
    database = await kind.open();
    const config = loadConfig({ DATA_DIR: database.dataDir, LOG_REQUESTS: '0', SESSION_SECRET: 'x'.repeat(40) });
    await seedDemoShopIfEmpty(database, config);
    await seedBulkProducts(database, config, 2800); // a category big enough for pages deeper than the walked ones
    // Ties in every key and some products without a price, so tiebreaks and missing prices count.
    await sql`update products set total_sales = id % 7, average_rating = id % 3, rating_count = id % 2, price = case when id % 29 = 0 then null else price end`.execute(database.db);
    rows = (await database.db
      .selectFrom('products')
      .select(['id', 'menu_order', 'search_text', 'total_sales', 'average_rating', 'rating_count', 'created_at', 'price'])
      .where('status', '=', 'publish')
      .where('type', 'in', ['simple', 'variable'])
      .execute()).map((r) => ({ ...r, average_rating: Number(r.average_rating), price: r.price == null ? null : Number(r.price) }));
    const root = await database.db.selectFrom('categories').select('id').where('slug', '=', 'thoi-trang-nu').executeTakeFirstOrThrow();
    const children = await database.db.selectFrom('categories').select('id').where('parent_id', '=', root.id).execute();
    const categoryIds = [root.id, ...children.map((c) => c.id)];
    const members = await database.db.selectFrom('product_categories').select('product_id').where('category_id', 'in', categoryIds).execute();
    women = { filter: { categoryIds }, ids: new Set(members.map((m) => m.product_id)) };
  }, 60_000);
  afterAll(() => database?.close());

  async function everyPage(filter: ListingFilter, orderby: ListingOrder, perPage: number) {
    const total = await countListing(database.db, filter);
    const pages: number[] = [];
    for (let offset = 0; offset < total; offset += perPage) pages.push(...(await listingPageIds(database.db, filter, orderby, offset, perPage, total)));
    return { total, pages };
  }

  it.each(listingOrders)('issue 10: orderby=%s, every page of the shop and of a category, read from either end', async (orderby) => {
    const shop = [...rows].sort(comparators[orderby]).map((r) => r.id);
    expect(await everyPage({}, orderby, 13)).toEqual({ total: shop.length, pages: shop });
    const inWomen = shop.filter((id) => women.ids.has(id));
    expect(inWomen.length).toBeGreaterThan(2 * 240 + 24);
    expect(await everyPage(women.filter, orderby, 12)).toEqual({ total: inWomen.length, pages: inWomen });
    expect(await listingPageIds(database.db, {}, orderby, shop.length, 12, shop.length)).toEqual([]);
  });

  it.runIf(name === 'sqlite')('issue 10: each order reads its own index both ways, without sorting', async () => {
    for (const orderby of listingOrders) {
      // The first and last pages, of the shop and of a category; middle pages of a category may sort.
      const seen: RootOperationNode[] = [];
      const recorder: KyselyPlugin = { transformQuery: (args) => (seen.push(args.node), args.node), transformResult: async (args) => args.result };
      const recorded = database.db.withPlugin(recorder);
      await listingPageIds(recorded, {}, orderby, 0, 12, rows.length);
      await listingPageIds(recorded, women.filter, orderby, women.ids.size - 12, 12, women.ids.size);
      const index = `products_listed_${orderby.replace('-', '_')}`;
      for (const node of seen) {
        const query = database.db.getExecutor().compileQuery(node, { queryId: 'plan' });
        const plan = await database.db.executeQuery<{ detail: string }>(CompiledQuery.raw(`explain query plan ${query.sql}`, [...query.parameters]));
        const details = plan.rows.map((r) => r.detail).join(' | ');
        expect(details, query.sql).toMatch(new RegExp(`SCAN products USING (COVERING )?INDEX ${index}\\b`));
        expect(details, query.sql).not.toMatch(/TEMP B-TREE/);
      }
    }
  });
});
