import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../../tests/support/databases';
import { openTestShop, type TestShop } from '../../../tests/support/shop';
import { followPageChanges } from '../../app/page-purges.server';
import { demoFacts } from '../../db/seed/demo-facts.server';
import { urls } from '../../lib/urls';
import { startTags } from './html-test-support';
import type { Variation } from './variation-object.server';

// Decision 070: a serving process keeps each product's data until the page purges see it change.
describe.each(testDatabases.map((d) => [d.name, d] as const))('products kept in memory on %s', (_name, kind) => {
  let shop: TestShop;
  let purges: ReturnType<typeof followPageChanges>;
  const db = () => shop.deps.database.db;
  const page = async (slug: string) => (await shop.app.request(urls.product(slug))).text();
  const stock = (html: string) => /<p class="stock in-stock">([^<]*)</.exec(html)?.[1];
  const setStock = (slug: string, quantity: number) => db().updateTable('products').set({ stock_quantity: quantity, stock_status: 'instock' }).where('slug', '=', slug).execute();
  const variations = (html: string) => JSON.parse(startTags(html, 'form').find((f) => f['data-product_variations'])!['data-product_variations']!) as Variation[];
  const getVariation = async (productId: number, v: Variation) => {
    const body = new URLSearchParams({ product_id: String(productId), ...v.attributes });
    return (await (await shop.app.request('/?wc-ajax=get_variation', { method: 'POST', body })).json()) as Variation;
  };

  beforeAll(async () => {
    shop = await openTestShop(kind);
    // As the server follows the change log, without the 1-second poll so the test says when it looks.
    purges = followPageChanges(db(), shop.pages, 3_600_000);
    await purges.catchUp();
  });
  afterAll(async () => (purges?.stop(), await shop?.close()));

  it('issue 10 target 2: a stock change another program writes is on the product page once the page purges see it', async () => {
    await setStock(demoFacts.simpleProductSlug, 40);
    await purges.catchUp();
    expect(stock(await page(demoFacts.simpleProductSlug))).toContain('40');
    await setStock(demoFacts.simpleProductSlug, 12);
    expect(stock(await page(demoFacts.simpleProductSlug))).toContain('40'); // kept: no statement read it
    await purges.catchUp();
    expect(stock(await page(demoFacts.simpleProductSlug))).toContain('12');
  });

  it("issue 10 target 2: a variation's price change reaches its product's page and get_variation", async () => {
    const slug = demoFacts.colourSwatchProductSlug;
    const first = variations(await page(slug))[0]!;
    const productId = (await db().selectFrom('products').select('id').where('slug', '=', slug).executeTakeFirstOrThrow()).id;
    expect((await getVariation(productId, first)).display_price).toBe(first.display_price);
    const price = first.display_price + 12_000;
    await db().updateTable('products').set({ regular_price: price, sale_price: null }).where('id', '=', first.variation_id).execute();
    await purges.catchUp();
    expect(variations(await page(slug)).find((v) => v.variation_id === first.variation_id)?.display_price).toBe(price);
    expect((await getVariation(productId, first)).display_price).toBe(price);
  });

  it("issue 10 target 2: a product card's price another program writes is on the listings once the page purges see it", async () => {
    const listing = async () => (await shop.app.request(urls.category(demoFacts.categorySlugs.bags))).text();
    const cardPrice = (html: string) => /<bdi>([^<]*)/.exec(html.slice(html.indexOf(urls.product(demoFacts.simpleProductSlug))))?.[1];
    const before = cardPrice(await listing());
    expect(before).toBeTruthy();
    await db().updateTable('products').set({ regular_price: 777_000, sale_price: null, price: 777_000 }).where('slug', '=', demoFacts.simpleProductSlug).execute();
    expect(cardPrice(await listing())).toBe(before); // kept: no statement read it
    await purges.catchUp();
    expect(cardPrice(await listing())).toContain('777.000');
  });

  it('issue 10 target 2: a review another program approves is on the product page once the page purges see it', async () => {
    const slug = demoFacts.simpleProductSlug;
    const { id } = await db().selectFrom('products').select('id').where('slug', '=', slug).executeTakeFirstOrThrow();
    expect(await page(slug)).not.toContain('Duyệt bởi một chương trình khác');
    const review = { product_id: id, author: 'Lan', content: 'Duyệt bởi một chương trình khác', rating: 4, status: 'hold', created_at: '2026-11-28T07:00:00Z' };
    const { id: reviewId } = await db().insertInto('reviews').values(review).returning('id').executeTakeFirstOrThrow();
    await purges.catchUp();
    expect(await page(slug)).not.toContain('Duyệt bởi một chương trình khác'); // held: not shown
    await db().updateTable('reviews').set({ status: 'approved' }).where('id', '=', reviewId).execute();
    expect(await page(slug)).not.toContain('Duyệt bởi một chương trình khác'); // kept: no statement read it
    await purges.catchUp();
    expect(await page(slug)).toContain('Duyệt bởi một chương trình khác');
    await db().updateTable('reviews').set({ status: 'spam' }).where('id', '=', reviewId).execute();
    await purges.catchUp();
    expect(await page(slug)).not.toContain('Duyệt bởi một chương trình khác');
  });

  it('issue 10 target 2: without the page purges every page reads its product again', async () => {
    purges.stop();
    expect(stock(await page(demoFacts.simpleProductSlug))).toContain('12');
    await setStock(demoFacts.simpleProductSlug, 33);
    expect(stock(await page(demoFacts.simpleProductSlug))).toContain('33');
  });
});
