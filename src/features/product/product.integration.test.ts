import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoFacts } from '../../db/seed/demo-facts.server';
import * as vi from '../../lib/messages/index';
import { testDatabases } from '../../../tests/support/databases';
import { openTestShop, type TestShop } from '../../../tests/support/shop';
import { startTags, unescapeAttribute } from './html-test-support';
import type { Variation } from './variation-object.server';

const variationKeys = [
  'attributes', 'availability_html', 'backorders_allowed', 'dimensions', 'dimensions_html', 'display_price', 'display_regular_price',
  'image', 'image_id', 'is_in_stock', 'is_purchasable', 'is_sold_individually', 'max_qty', 'min_qty', 'price_html', 'sku',
  'variation_description', 'variation_id', 'variation_is_active', 'variation_is_visible', 'weight', 'weight_html', 'variation_stock_left',
].sort();

describe.each(testDatabases.map((d) => [d.name, d] as const))('product page and get_variation on %s', (_name, kind) => {
  let shop: TestShop;
  const db = () => shop.deps.database.db;
  const page = async (slug: string) => {
    const res = await shop.app.request(`/san-pham/${slug}/`);
    return { status: res.status, html: await res.text() };
  };
  const getVariation = async (fields: Record<string, string>) => {
    const res = await shop.app.request('/?wc-ajax=get_variation', { method: 'POST', body: new URLSearchParams(fields) });
    return { status: res.status, cache: res.headers.get('cache-control'), body: (await res.json()) as Variation | false };
  };
  const productId = async (slug: string) => (await db().selectFrom('products').select('id').where('slug', '=', slug).executeTakeFirstOrThrow()).id;
  /** The variation of a product with exactly these term slugs, from the tables. */
  const variationId = async (slug: string, terms: Record<string, string>) => {
    const rows = await db()
      .selectFrom('variation_attributes')
      .innerJoin('products', 'products.id', 'variation_attributes.variation_id')
      .innerJoin('attribute_terms', 'attribute_terms.id', 'variation_attributes.term_id')
      .innerJoin('attributes', 'attributes.id', 'variation_attributes.attribute_id')
      .select(['products.id', 'attributes.slug as attribute', 'attribute_terms.slug as term'])
      .where('products.parent_id', '=', await productId(slug))
      .execute();
    const ids = [...new Set(rows.map((r) => r.id))];
    return ids.find((id) => Object.entries(terms).every(([a, t]) => rows.some((r) => r.id === id && r.attribute === a && r.term === t)));
  };
  const variationsOf = (html: string) => {
    const form = startTags(html, 'form').find((f) => f.class?.split(' ').includes('variations_form'));
    return form?.['data-product_variations'];
  };

  beforeAll(async () => {
    shop = await openTestShop(kind);
  });
  afterAll(() => shop?.close());

  it('spec 2.3: the product page carries every markup hook of contract.md', async () => {
    const { status, html } = await page(demoFacts.colourSwatchProductSlug);
    expect(status).toBe(200);
    const id = await productId(demoFacts.colourSwatchProductSlug);
    const has = (tag: string, classes: string[], attrs: Record<string, string | true> = {}) =>
      startTags(html, tag).some(
        (t) => classes.every((c) => t.class?.split(' ').includes(c)) && Object.entries(attrs).every(([k, v]) => (v === true ? k in t : t[k] === v)),
      );
    expect(has('h1', ['product_title'])).toBe(true);
    expect(has('div', ['woocommerce-product-gallery'])).toBe(true);
    expect(has('img', [], { 'data-large_image': true, 'data-large_image_width': true, 'data-large_image_height': true, srcset: true, sizes: true })).toBe(true);
    expect(has('form', ['variations_form', 'cart'], { 'data-product_id': String(id), 'data-product_variations': true })).toBe(true);
    expect(has('select', [], { name: 'attribute_pa_mau-sac', 'data-attribute_name': 'attribute_pa_mau-sac' })).toBe(true);
    expect(has('select', [], { name: 'attribute_pa_kich-thuoc', 'data-attribute_name': 'attribute_pa_kich-thuoc' })).toBe(true);
    expect(html).toMatch(/<table class="variations"/);
    expect(has('a', ['reset_variations'])).toBe(true);
    expect(html).toMatch(/<div class="single_variation_wrap"><div class="woocommerce-variation single_variation"/);
    expect(has('input', ['variation_id'], { name: 'variation_id' })).toBe(true);
    expect(has('input', ['qty'], { name: 'quantity' })).toBe(true);
    expect(has('button', ['single_add_to_cart_button'])).toBe(true);
    expect(html).toMatch(/<div class="product_meta">.*<span class="sku">AK-107<\/span>/s);
    expect(has('td', ['product_weight'])).toBe(true);
    expect(has('td', ['product_dimensions'])).toBe(true);
    expect(has('a', ['woocommerce-review-link'], { href: '#reviews' })).toBe(true);
    for (const name of ['description', 'reviews', 'additional_information']) {
      expect(html).toMatch(new RegExp(`<li class="${name}_tab[^"]*"[^>]*><a href="#tab-${name}"`));
      expect(has('div', ['woocommerce-Tabs-panel'], { id: `tab-${name}` })).toBe(true);
    }
    expect(html).toContain('class="woocommerce-breadcrumb breadcrumbs"');
    expect(has('ul', ['variable-items-wrapper', 'color-variable-items-wrapper'], { 'data-attribute_name': 'attribute_pa_mau-sac' })).toBe(true);
  });

  it('spec 3.3, contract: data-product_variations holds every variation object of a normal product', async () => {
    const { html } = await page(demoFacts.colourSwatchProductSlug);
    const variations = JSON.parse(unescapeAttribute(variationsOf(html)!)) as Variation[];
    const count = await db().selectFrom('products').select(db().fn.countAll<number>().as('n')).where('parent_id', '=', await productId(demoFacts.colourSwatchProductSlug)).executeTakeFirstOrThrow();
    expect(variations).toHaveLength(Number(count.n));
    for (const v of variations) {
      expect(Object.keys(v).sort()).toEqual(variationKeys);
      expect(Object.keys(v.attributes).sort()).toEqual(['attribute_pa_kich-thuoc', 'attribute_pa_mau-sac']);
    }
    const soldOut = await variationId(demoFacts.colourSwatchProductSlug, demoFacts.colourSwatchOutOfStock);
    expect(variations.find((v) => v.variation_id === soldOut)).toMatchObject({ is_in_stock: false, availability_html: `<p class="stock out-of-stock">${vi.product.outOfStock}</p>` });
    const low = await variationId(demoFacts.colourSwatchProductSlug, demoFacts.colourSwatchLowStock.terms);
    expect(variations.find((v) => v.variation_id === low)).toMatchObject({ variation_stock_left: demoFacts.colourSwatchLowStock.stock, max_qty: demoFacts.colourSwatchLowStock.stock });
  });

  it('spec 3.3, contract: data-product_variations is false above 30 variations', async () => {
    const { html } = await page(demoFacts.manyVariationsSlug);
    expect(variationsOf(html)).toBe('false');
  });

  it('spec 7.1: get_variation answers the matching variation object', async () => {
    const id = await productId(demoFacts.colourSwatchProductSlug);
    const { terms } = demoFacts.colourSwatchLowStock;
    const { status, cache, body } = await getVariation({ 'attribute_pa_mau-sac': terms['mau-sac'], 'attribute_pa_kich-thuoc': terms['kich-thuoc'], product_id: String(id), custom_data: '' });
    expect(status).toBe(200);
    expect(cache).toBe('no-store');
    expect(body && Object.keys(body).sort()).toEqual(variationKeys);
    expect(body && body.variation_id).toBe(await variationId(demoFacts.colourSwatchProductSlug, terms));
  });

  it('spec 7.1: get_variation serves products whose variations are not on the page', async () => {
    const id = await productId(demoFacts.manyVariationsSlug);
    const { html } = await page(demoFacts.manyVariationsSlug);
    const fields = [...new Set(startTags(html, 'select').map((s) => s.name!).filter((n) => n.startsWith('attribute_pa_')))];
    expect(fields).toHaveLength(2);
    const rows = await db().selectFrom('products').select('id').where('parent_id', '=', id).execute();
    const answers = await Promise.all(
      rows.slice(0, 3).map(async ({ id: vid }) => {
        const attrs = await db()
          .selectFrom('variation_attributes')
          .innerJoin('attribute_terms', 'attribute_terms.id', 'variation_attributes.term_id')
          .innerJoin('attributes', 'attributes.id', 'variation_attributes.attribute_id')
          .select(['attributes.slug as a', 'attribute_terms.slug as t'])
          .where('variation_id', '=', vid)
          .execute();
        const { body } = await getVariation({ ...Object.fromEntries(attrs.map((r) => [`attribute_pa_${r.a}`, r.t])), product_id: String(id) });
        return [vid, body && body.variation_id];
      }),
    );
    for (const [asked, answered] of answers) expect(answered).toBe(asked);
  });

  it("spec 4.3: get_variation treats an empty variation attribute as 'any value'", async () => {
    const id = await productId(demoFacts.anyValueProductSlug);
    const { html } = await page(demoFacts.anyValueProductSlug);
    const variations = JSON.parse(unescapeAttribute(variationsOf(html)!)) as Variation[];
    const anyVariation = variations.find((v) => Object.values(v.attributes).includes(''))!;
    const anyField = Object.entries(anyVariation.attributes).find(([, value]) => value === '')![0];
    const select = html.slice(html.indexOf(`name="${anyField}"`));
    const sizes = startTags(select.slice(0, select.indexOf('</select>')), 'option').map((o) => o.value).filter(Boolean);
    const fields = { ...anyVariation.attributes, [anyField]: sizes.at(-1)!, product_id: String(id) };
    const { body } = await getVariation(fields);
    expect(body && body.variation_id).toBe(anyVariation.variation_id);
    expect(body && body.attributes[anyField]).toBe('');
  });

  it('spec 4.3: get_variation answers false when no variation has the combination', async () => {
    const slug = demoFacts.colourSwatchProductSlug;
    const terms = { 'mau-sac': 'den', 'kich-thuoc': 's' };
    const gone = (await variationId(slug, terms))!;
    await db().deleteFrom('products').where('id', '=', gone).execute();
    const { status, body } = await getVariation({ 'attribute_pa_mau-sac': 'den', 'attribute_pa_kich-thuoc': 's', product_id: String(await productId(slug)) });
    expect([status, body]).toEqual([200, false]);
  });

  it.each([
    ['no product_id', {}],
    ['a garbage product_id', { product_id: 'abc' }],
    ['a negative product_id', { product_id: '-5' }],
    ['an unknown product', { product_id: '999999' }],
    ['a product id beyond 32 bits', { product_id: '2147483648' }],
    ['a huge product id', { product_id: '99999999999999999999999' }],
  ])('spec 7.1: get_variation answers false for %s', async (_case, fields: Record<string, string>) => {
    const { status, body } = await getVariation({ 'attribute_pa_mau-sac': 'den', 'attribute_pa_kich-thuoc': 'm', ...fields });
    expect([status, body]).toEqual([200, false]);
  });

  it('spec 7.1: get_variation answers false for missing, unknown or HTML values and for simple products', async () => {
    const id = String(await productId(demoFacts.colourSwatchProductSlug));
    const cases: Record<string, string>[] = [
      { 'attribute_pa_mau-sac': 'den', product_id: id },
      { 'attribute_pa_mau-sac': 'den', 'attribute_pa_kich-thuoc': 'khong-co', product_id: id },
      { 'attribute_pa_mau-sac': '<script>alert(1)</script>', 'attribute_pa_kich-thuoc': 'm', product_id: id },
      { 'attribute_pa_mau-sac': 'den', 'attribute_pa_kich-thuoc': "m' OR 1=1 --", product_id: id },
      { product_id: String(await productId(demoFacts.simpleProductSlug)) },
    ];
    for (const fields of cases) expect(await getVariation(fields)).toMatchObject({ status: 200, body: false });
  });

  it('spec 2.3: the meta description and JSON-LD description are the text a reader sees of the short description', async () => {
    const short = '<!-- nháp --><p>Ví&nbsp;da &amp; thật\u200b<script>track()</script><style>.x{}</style> &lt;mới&gt;</p>';
    const { shortDescription } = await db().selectFrom('products').select('short_description as shortDescription').where('slug', '=', demoFacts.simpleProductSlug).executeTakeFirstOrThrow();
    await db().updateTable('products').set({ short_description: short }).where('slug', '=', demoFacts.simpleProductSlug).execute();
    try {
      const { html } = await page(demoFacts.simpleProductSlug);
      expect(/<meta name="description" content="([^"]*)"/.exec(html)?.[1]).toBe('Ví da &amp; thật &lt;mới&gt;');
      const blocks = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs)].map((m) => JSON.parse(m[1]!) as Record<string, unknown>);
      expect(blocks.find((b) => b['@type'] === 'Product')?.description).toBe('Ví da & thật <mới>');
    } finally {
      await db().updateTable('products').set({ short_description: shortDescription }).where('slug', '=', demoFacts.simpleProductSlug).execute();
    }
  });

  it('spec 2.3: canonical URL and JSON-LD Product and BreadcrumbList', async () => {
    const { html } = await page(demoFacts.saleProductSlug);
    expect(html).toContain(`<link rel="canonical" href="http://localhost/san-pham/${demoFacts.saleProductSlug}/"/>`);
    const blocks = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs)].map((m) => JSON.parse(m[1]!) as Record<string, unknown>);
    const product = blocks.find((b) => b['@type'] === 'Product')!;
    expect(product).toMatchObject({ name: expect.any(String), sku: expect.any(String), image: expect.arrayContaining([expect.stringMatching(/^http:\/\/localhost\/media\//)]) });
    expect(product.offers).toEqual([expect.objectContaining({ price: demoFacts.saleProductPrices.sale, priceCurrency: 'VND', availability: 'https://schema.org/InStock' })]);
    expect(product.aggregateRating).toMatchObject({ '@type': 'AggregateRating', ratingValue: expect.any(Number) });
    const trail = blocks.find((b) => b['@type'] === 'BreadcrumbList') as { itemListElement: { name: string }[] };
    expect(trail.itemListElement[0]!.name).toBe(vi.common.home);
    expect(trail.itemListElement.at(-1)!.name).toBe(product.name);
    const noReviews = await page(demoFacts.noReviewsSlug);
    expect(noReviews.html).not.toContain('AggregateRating');
  });

  it('spec 5.2: a simple product form posts to the product with its quantity limits', async () => {
    const { html } = await page(demoFacts.minMaxQtySlug);
    const id = await productId(demoFacts.minMaxQtySlug);
    const qty = startTags(html, 'input').find((i) => i.name === 'quantity')!;
    expect(qty).toMatchObject({ min: String(demoFacts.minMaxQty.min), max: String(demoFacts.minMaxQty.max), value: String(demoFacts.minMaxQty.min) });
    expect(startTags(html, 'form').some((f) => f.class === 'cart' && f.action === `/san-pham/${demoFacts.minMaxQtySlug}/` && f.method === 'post')).toBe(true);
    expect(startTags(html, 'button').some((b) => b.name === 'add-to-cart' && b.value === String(id))).toBe(true);
  });

  it('spec 4.3: sold individually hides the quantity; out of stock shows no form', async () => {
    const single = await page(demoFacts.soldIndividuallySlug);
    expect(single.html).toMatch(/<div class="quantity buttons_added" hidden="">/);
    const sold = await page(demoFacts.outOfStockSimpleSlug);
    expect(sold.html).toContain(`<p class="stock out-of-stock">${vi.product.outOfStock}</p>`);
    expect(sold.html).not.toContain('single_add_to_cart_button');
  });

  it('spec 2.3: the reviews tab lists the approved reviews only, and related products fill the page', async () => {
    const slug = demoFacts.colourSwatchProductSlug;
    const id = await productId(slug);
    const { html } = await page(slug);
    const approved = await db().selectFrom('reviews').select('id').where('product_id', '=', id).where('status', '=', 'approved').execute();
    const held = await db().selectFrom('reviews').select('id').where('product_id', '=', id).where('status', '!=', 'approved').execute();
    for (const r of approved) expect(html).toContain(`id="li-comment-${r.id}"`);
    for (const r of held) expect(html).not.toContain(`id="li-comment-${r.id}"`);
    const related = html.slice(html.indexOf('<section class="related products">'));
    const cards = [...related.matchAll(/<li class="product type-product post-(\d+)/g)].map((m) => Number(m[1]));
    expect(cards.length).toBeGreaterThan(0);
    expect(cards.length).toBeLessThanOrEqual(4);
    expect(cards).not.toContain(id);
  });

  it('an unknown product answers the 404 page', async () => {
    expect((await page('khong-co-san-pham-nay')).status).toBe(404);
    expect((await page('%3Cscript%3E')).status).toBe(404);
    expect((await shop.app.request('/san-pham/' + 'a'.repeat(500) + '/')).status).toBe(404);
  });
});
