import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases, type TestDatabase } from '../../../tests/support/databases';
import type { Database } from '../../db/index.server';
import { seedDemoShopIfEmpty } from '../../db/seed/index.server';
import { loadConfig } from '../../lib/config.server';
import { relatedAmongBestSellers, relatedProductIds, walkedBestSellers } from './related-products.server';

describe.each(testDatabases.map((d) => [d.name, d] as [string, TestDatabase]))('related products on %s', (_name, kind) => {
  let database: Database & { dataDir: string };
  let listed: { id: number; sales: number; categories: Set<number> }[];

  // Decision 066 in JavaScript: the categories' `pool` best sellers, most shared categories first, then best sellers.
  const expected = (productId: number, categoryIds: number[], limit: number, pool: number) =>
    listed
      .filter((p) => p.id !== productId && categoryIds.some((c) => p.categories.has(c)))
      .sort((a, b) => b.sales - a.sales || b.id - a.id)
      .slice(0, pool)
      .map((p) => ({ ...p, shared: categoryIds.filter((c) => p.categories.has(c)).length }))
      .sort((a, b) => b.shared - a.shared || b.sales - a.sales || b.id - a.id)
      .slice(0, limit)
      .map((p) => p.id);

  beforeAll(async () => {
    database = await kind.open();
    await seedDemoShopIfEmpty(database, loadConfig({ DATA_DIR: database.dataDir, LOG_REQUESTS: '0', SESSION_SECRET: 'x'.repeat(40) }));
    const db = database.db;
    // Sales with ties, so both the sales order and its tie-break on the id are exercised.
    await db.updateTable('products').set((eb) => ({ total_sales: eb(eb('id', '*', 37), '%', 11) })).execute();
    const products = await db.selectFrom('products').select(['id', 'total_sales']).where('status', '=', 'publish').where('type', 'in', ['simple', 'variable']).execute();
    const members = await db.selectFrom('product_categories').select(['product_id', 'category_id']).execute();
    listed = products.map((p) => ({ id: p.id, sales: p.total_sales, categories: new Set(members.filter((m) => m.product_id === p.id).map((m) => m.category_id)) }));
  });
  afterAll(() => database?.close());

  const mostCategorised = () => [...listed].sort((a, b) => b.categories.size - a.categories.size || a.id - b.id)[0]!;
  const everyCategory = () => [...new Set(listed.flatMap((p) => [...p.categories]))].sort((a, b) => a - b);

  it('issue 10: related products rank the best sellers of the categories by shared categories, walked or gathered alike', async () => {
    const product = mostCategorised();
    expect(product.categories.size).toBeGreaterThan(1);
    const categories = everyCategory();
    for (const [limit, ranked] of [[4, 6], [4, 200], [12, 30]] as const) {
      const want = expected(product.id, categories, limit, ranked);
      expect(want.length).toBe(limit);
      expect(await relatedAmongBestSellers(database.db, product.id, categories, limit, { ranked })).toEqual(want);
      // A walk cut short after one best seller gathers the categories' members instead: the same answer.
      const shortWalk = (id: number, count: number) => walkedBestSellers(database.db, id, count, 1);
      expect(await relatedAmongBestSellers(database.db, product.id, categories, limit, { ranked, walked: shortWalk })).toEqual(want);
    }
  });

  it("issue 10: each product of several categories, from its categories' own lists (walked to a horizon, or gathered): the shared count is exact at the pool's edge", async () => {
    const several = listed.filter((p) => p.categories.size > 1);
    expect(several.length).toBeGreaterThan(3);
    for (const product of several) {
      const categories = [...product.categories];
      for (const ranked of [2, 3, 5]) {
        const got = await relatedAmongBestSellers(database.db, product.id, categories, 2, { ranked });
        expect(got, `product ${product.id}, pool ${ranked}`).toEqual(expected(product.id, categories, 2, ranked));
        // Walks shorter than the shop: a list whose horizon is above the pool's edge must be gathered instead.
        for (const depth of [3, 10, 20]) {
          const walked = (id: number, count: number) => walkedBestSellers(database.db, id, count, depth);
          const short = await relatedAmongBestSellers(database.db, product.id, categories, 2, { ranked, walked });
          expect(short, `product ${product.id}, pool ${ranked}, walk ${depth}`).toEqual(expected(product.id, categories, 2, ranked));
        }
      }
    }
    // The product page's kept lists (one per category, shared by its products) give the same answers.
    for (const product of listed) {
      const categories = [...product.categories];
      expect(await relatedProductIds(database.db, product.id, categories, 4)).toEqual(expected(product.id, categories, 4, categories.length === 1 ? 4 : 200));
    }
  });

  it("issue 10: a walk shorter than its list knows its category down to the walk's last best seller, and no further", async () => {
    const ranking = [...listed].sort((a, b) => b.sales - a.sales || b.id - a.id);
    for (const category of everyCategory()) {
      for (const [count, depth] of [[2, 1], [5, 3], [5, 10], [30, 20], [3, 5000]] as const) {
        const { list, through } = await walkedBestSellers(database.db, category, count, depth);
        const members = ranking.slice(0, depth).filter((p) => p.categories.has(category)).slice(0, count);
        expect(list.map((p) => p.id)).toEqual(members.map((p) => p.id));
        const horizon = members.length === count ? members[count - 1]! : ranking[depth - 1];
        expect(through.id, `category ${category}, ${count} of ${depth}`).toBe(horizon ? horizon.id : -Infinity);
      }
    }
  });

  it("issue 10: with one category, the category's best sellers other than the product itself; drafts never", async () => {
    const product = mostCategorised();
    const [category] = [...product.categories];
    const want = expected(product.id, [category!], 4, 4);
    expect(await relatedAmongBestSellers(database.db, product.id, [category!], 4)).toEqual(want);
    await database.db.updateTable('products').set({ status: 'draft' }).where('id', '=', want[0]!).execute();
    const after = await relatedAmongBestSellers(database.db, product.id, [category!], 4);
    expect(after).not.toContain(want[0]);
    expect(after.slice(0, 3)).toEqual(want.slice(1));
    expect(await relatedAmongBestSellers(database.db, product.id, [], 4)).toEqual([]);
  });
});
