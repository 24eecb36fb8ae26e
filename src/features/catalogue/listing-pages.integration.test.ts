import { CompiledQuery, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases, type TestDatabase } from '../../../tests/support/databases';
import { recordingConnection } from '../../../tests/support/recorded-statements';
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

  // The statements of the first page of the shop and the last page of the category, on a connection that keeps them.
  async function endPages(orderby: ListingOrder) {
    const recording = await recordingConnection(database);
    try {
      const first = await listingPageIds(recording.db, {}, orderby, 0, 12, rows.length);
      const last = await listingPageIds(recording.db, women.filter, orderby, women.ids.size - 12, 12, women.ids.size);
      return { first, last, statements: recording.seen };
    } finally {
      await recording.close();
    }
  }

  async function plan(query: CompiledQuery) {
    const explained = await database.db.executeQuery<{ detail: string }>(CompiledQuery.raw(`explain query plan ${query.sql}`, [...query.parameters]));
    return explained.rows.map((r) => r.detail).join(' | ');
  }

  it.runIf(name === 'sqlite')('issue 10: without current positions, each order walks its own index both ways, without sorting', async () => {
    await database.db.deleteFrom('listing_position_stamps').execute();
    for (const orderby of listingOrders) {
      const { statements } = await endPages(orderby);
      const walks = statements.filter((q) => /from "products"/.test(q.sql));
      expect(walks).toHaveLength(2);
      for (const query of walks) {
        const details = await plan(query);
        expect(details, query.sql).toMatch(new RegExp(`SCAN products USING (COVERING )?INDEX products_listed_${orderby.replace('-', '_')}\\b`));
        expect(details, query.sql).not.toMatch(/TEMP B-TREE/);
      }
    }
  });

  it.each(listingOrders)("issue 10: orderby=%s, a category's end pages read its current positions, one range, and walk once they are stale", async (orderby) => {
    const sortedRows = () => [...rows].sort(comparators[orderby]).map((r) => r.id).filter((id) => women.ids.has(id));
    const middle = Math.floor(women.ids.size / 2);
    let fresh: Awaited<ReturnType<typeof endPages>>;
    let minute: number;
    do {
      minute = Math.floor(Date.now() / 60_000); // popularity's positions are current for the minute they were numbered in
      await listingPageIds(database.db, women.filter, orderby, middle, 12, women.ids.size); // numbers them
      fresh = await endPages(orderby);
    } while (minute !== Math.floor(Date.now() / 60_000));
    expect(fresh.last).toEqual(sortedRows().slice(-12));
    const categoryStatements = fresh.statements.slice(1);
    expect(categoryStatements.map((q) => q.sql)).toEqual([expect.stringMatching(/from "listing_positions"/)]);
    expect(categoryStatements[0]!.sql).not.toMatch(/"products"/);
    if (name === 'sqlite') expect(await plan(categoryStatements[0]!)).toMatch(/^SEARCH listing_positions USING INDEX \w+ \(listing=\? AND orderby=\? AND position>\? AND position<\?\)/);

    // A change of the order's keys leaves the positions stale: the page walks and shows the change at once.
    const moved = fresh.last[0]!;
    const keys = { menu_order: { menu_order: -1 }, popularity: { total_sales: 1e6 }, rating: { average_rating: 5, rating_count: 1000 }, date: { created_at: '2999-01-01 00:00:00' }, price: { price: 0 }, 'price-desc': { price: 1e9 } }[orderby];
    await database.db.updateTable('products').set(keys).where('id', '=', moved).execute();
    rows = rows.map((r) => (r.id === moved ? { ...r, ...keys } : r));
    if (orderby === 'popularity') await database.db.updateTable('listing_position_stamps').set({ stamp: 'stale' }).execute(); // sales move no stamp
    const stale = await endPages(orderby);
    expect(stale.last).toEqual(sortedRows().slice(-12));
    expect(stale.last).not.toContain(moved);
    expect(stale.statements.slice(1).map((q) => q.sql)).toEqual([expect.stringMatching(/from "listing_positions"/), expect.stringMatching(/from "products"/)]);
  });
});
