import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../../tests/support/databases';
import { openTestShop, type TestShop } from '../../../tests/support/shop';
import { demoFacts } from '../../db/seed/demo-facts.server';
import { urls } from '../../lib/urls';
import { startTags } from './html-test-support';
import type { Variation } from './variation-object.server';

// A private (disabled) variation is shown as unavailable; what the staff wrote on it stays with the staff.
const secrets = { sku: 'SKU-AN-0090', regular_price: 7_770_000, price: 7_770_000, description: 'Lô hàng nội bộ', stock_quantity: 4321, weight: 9.87 };
const leaked = (text: string) => ['SKU-AN-0090', '7770000', '7.770.000', 'Lô hàng nội bộ', '4321', '9,87', '9.87'].filter((s) => text.includes(s));

describe.each(testDatabases.map((d) => [d.name, d] as const))('a private variation on %s', (_name, kind) => {
  let shop: TestShop;
  let productId: number;
  let hidden: { id: number };
  const db = () => shop.deps.database.db;
  const post = (path: string, body: Record<string, string>) => shop.app.request(path, { method: 'POST', body: new URLSearchParams(body) });

  beforeAll(async () => {
    shop = await openTestShop(kind);
    productId = (await db().selectFrom('products').select('id').where('slug', '=', demoFacts.colourSwatchProductSlug).executeTakeFirstOrThrow()).id;
    const [first, second] = await db().selectFrom('products').select('id').where('parent_id', '=', productId).orderBy('id').limit(2).execute();
    hidden = first!;
    await db().updateTable('products').set({ status: 'private', ...secrets }).where('id', '=', hidden.id).execute();
    // Two prices, so the page's structured data offers a range and counts its offers.
    await db().updateTable('products').set({ regular_price: 450_000, price: 450_000 }).where('id', '=', second!.id).execute();
  });
  afterAll(() => shop?.close());

  it('spec 2.5: the product page offers it as unavailable and shows none of its price, SKU, stock, weight or description', async () => {
    const html = await (await shop.app.request(urls.product(demoFacts.colourSwatchProductSlug))).text();
    const variations = JSON.parse(startTags(html, 'form').find((f) => f['data-product_variations'])!['data-product_variations']!) as Variation[];
    const own = variations.find((v) => v.variation_id === hidden.id)!;
    expect(own).toMatchObject({ variation_is_visible: false, is_purchasable: false, price_html: '', display_price: 0, variation_description: '' });
    expect(leaked(html)).toEqual([]);
  });

  it('spec 7.1: get_variation answers it as unavailable, without its facts', async () => {
    const page = await (await shop.app.request(urls.product(demoFacts.colourSwatchProductSlug))).text();
    const variations = JSON.parse(startTags(page, 'form').find((f) => f['data-product_variations'])!['data-product_variations']!) as Variation[];
    const answer = await (await post('/?wc-ajax=get_variation', { product_id: String(productId), ...variations.find((v) => v.variation_id === hidden.id)!.attributes })).text();
    expect(JSON.parse(answer)).toMatchObject({ variation_id: hidden.id, variation_is_visible: false });
    expect(leaked(answer)).toEqual([]);
  });

  it('spec 7.4: the quick view shows none of its facts, and its offer count leaves it out', async () => {
    const html = await (await post('/wp-admin/admin-ajax.php', { action: 'flatsome_quickview', product: String(productId) })).text();
    expect(leaked(html)).toEqual([]);
    const page = await (await shop.app.request(urls.product(demoFacts.colourSwatchProductSlug))).text();
    const published = await db().selectFrom('products').select('id').where('parent_id', '=', productId).where('status', '=', 'publish').execute();
    expect(page).toContain(`"@type":"AggregateOffer","lowPrice":420000,"highPrice":450000,"offerCount":${published.length}`);
  });
});
