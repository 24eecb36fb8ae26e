import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases, type TestDatabase } from '../../../tests/support/databases';
import { loadConfig } from '../../lib/config.server';
import { foldVietnamese } from '../../lib/fold.server';
import type { Database } from '../index.server';
import { demoFacts as facts } from './demo-facts.server';
import { seedDemoShopIfEmpty } from './index.server';

const sameTerms = (a: Record<string, string | null>, b: Record<string, string>) =>
  Object.keys(a).length === Object.keys(b).length && Object.entries(b).every(([attribute, term]) => a[attribute] === term);

describe.each(testDatabases.map((d) => [d.name, d] as [string, TestDatabase]))('demo facts hold on %s', (_name, kind) => {
  let database: Database & { dataDir: string };
  const product = (slug: string) => database.db.selectFrom('products').selectAll().where('slug', '=', slug).executeTakeFirstOrThrow();
  const variationsOf = async (slug: string) => {
    const parent = await product(slug);
    const rows = await database.db
      .selectFrom('products as v')
      .innerJoin('variation_attributes as va', 'va.variation_id', 'v.id')
      .innerJoin('attributes as a', 'a.id', 'va.attribute_id')
      .leftJoin('attribute_terms as t', 't.id', 'va.term_id')
      .select(['v.id', 'v.stock_quantity', 'v.stock_status', 'a.slug as attribute', 'a.display_type', 't.slug as term'])
      .where('v.parent_id', '=', parent.id)
      .execute();
    const byId = new Map<number, { stock: number | null; status: string; terms: Record<string, string | null>; displays: string[] }>();
    for (const r of rows) {
      const v = byId.get(r.id) ?? { stock: r.stock_quantity, status: r.stock_status, terms: {}, displays: [] };
      v.terms[r.attribute] = r.term;
      v.displays.push(r.display_type);
      byId.set(r.id, v);
    }
    return [...byId.values()];
  };

  beforeAll(async () => {
    database = await kind.open();
    await seedDemoShopIfEmpty(database, loadConfig({ DATA_DIR: database.dataDir, LOG_REQUESTS: '0', SESSION_SECRET: 'x'.repeat(40) }));
  });
  afterAll(() => database.close());

  it('counts: products and featured products', async () => {
    const rows = await database.db.selectFrom('products').select(['featured']).where('type', '!=', 'variation').execute();
    expect(rows.length).toBe(facts.productCount);
    expect(rows.filter((r) => r.featured === 1).length).toBe(facts.featuredCount);
  });

  it('the many-variations product has more than 30 variations', async () => {
    const variations = await variationsOf(facts.manyVariationsSlug);
    expect(variations.length).toBe(facts.manyVariationsCount);
    expect(variations.length).toBeGreaterThan(30);
  });

  it('the sold-individually product', async () => {
    expect((await product(facts.soldIndividuallySlug)).sold_individually).toBe(1);
  });

  it('the colour-swatch product: colour and button attributes, one variation sold out, one low', async () => {
    const variations = await variationsOf(facts.colourSwatchProductSlug);
    expect(new Set(variations.flatMap((v) => v.displays))).toEqual(new Set(['color', 'button']));
    const out = variations.find((v) => sameTerms(v.terms, facts.colourSwatchOutOfStock));
    expect(out).toMatchObject({ stock: 0, status: 'outofstock' });
    const low = variations.find((v) => sameTerms(v.terms, facts.colourSwatchLowStock.terms));
    expect(low).toMatchObject({ stock: facts.colourSwatchLowStock.stock, status: 'instock' });
  });

  it('the image-swatch, radio and select-only products', async () => {
    expect((await variationsOf(facts.imageSwatchProductSlug)).flatMap((v) => v.displays)).toContain('image');
    expect(new Set((await variationsOf(facts.radioProductSlug)).flatMap((v) => v.displays))).toEqual(new Set(['radio']));
    const selectOnly = await variationsOf(facts.selectOnlyProductSlug);
    expect(new Set(selectOnly.flatMap((v) => v.displays))).toEqual(new Set(['select']));
    expect(selectOnly.some((v) => v.status === 'outofstock')).toBe(true);
  });

  it('the any-value product leaves one attribute open in every variation', async () => {
    const variations = await variationsOf(facts.anyValueProductSlug);
    expect(variations.length).toBeGreaterThan(0);
    for (const v of variations) expect(Object.values(v.terms)).toContain(null);
  });

  it('the simple, sale, out-of-stock, low-stock and min/max products', async () => {
    expect(await product(facts.simpleProductSlug)).toMatchObject({ type: 'simple', sale_price: null, price: facts.simpleProductPrice, stock_status: 'instock' });
    expect(await product(facts.saleProductSlug)).toMatchObject({
      type: 'simple',
      regular_price: facts.saleProductPrices.regular,
      sale_price: facts.saleProductPrices.sale,
      price: facts.saleProductPrices.sale,
    });
    expect(await product(facts.outOfStockSimpleSlug)).toMatchObject({ type: 'simple', stock_status: 'outofstock', stock_quantity: 0 });
    expect(await product(facts.lowStockSimpleSlug)).toMatchObject({ type: 'simple', stock_status: 'instock', stock_quantity: 1 });
    expect(await product(facts.minMaxQtySlug)).toMatchObject({ min_qty: facts.minMaxQty.min, max_qty: facts.minMaxQty.max });
    expect(await product(facts.noReviewsSlug)).toMatchObject({ rating_count: 0 });
  });

  it('the category slugs exist, the top ones without a parent', async () => {
    const rows = await database.db.selectFrom('categories').select(['slug', 'parent_id']).execute();
    for (const slug of Object.values(facts.categorySlugs)) expect(rows.map((r) => r.slug)).toContain(slug);
    expect(rows.filter((r) => r.parent_id === null).map((r) => r.slug).sort()).toEqual([...facts.topCategorySlugs].sort());
  });

  it('the search names', async () => {
    const rows = await database.db.selectFrom('products').select(['name', 'search_text']).where('type', '!=', 'variation').execute();
    const folded = foldVietnamese(facts.search.shirtQuery);
    expect(rows.filter((r) => r.search_text.includes(folded)).length).toBe(facts.search.shirtMatches);
    expect(rows.map((r) => r.name)).toContain(facts.search.shirtName);
    expect(rows.map((r) => r.name)).toContain(facts.search.dressName);
    expect(rows.filter((r) => r.search_text.includes(foldVietnamese(facts.search.noMatchQuery)))).toEqual([]);
  });

  it('the pages and posts, and the commented post has replies', async () => {
    const posts = await database.db.selectFrom('posts').select(['id', 'type', 'slug']).execute();
    for (const slug of Object.values(facts.pageSlugs)) expect(posts.find((p) => p.slug === slug)?.type).toBe('page');
    for (const slug of facts.postSlugs) expect(posts.find((p) => p.slug === slug)?.type).toBe('post');
    const post = posts.find((p) => p.slug === facts.commentedPostSlug);
    const replies = await database.db.selectFrom('comments').select('id').where('post_id', '=', post?.id ?? 0).where('parent_id', 'is not', null).execute();
    expect(replies.length).toBeGreaterThan(0);
  });
});
