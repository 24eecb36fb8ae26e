import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoFacts } from '../../db/seed/demo-facts.server';
import { testDatabases } from '../../../tests/support/databases';
import { openTestShop, type TestShop } from '../../../tests/support/shop';

const ajax = '/wp-admin/admin-ajax.php';

describe.each(testDatabases.map((d) => [d.name, d] as const))('quick view on %s', (_name, kind) => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await openTestShop(kind);
  });
  afterAll(() => shop?.close());

  const productId = async (slug: string) =>
    (await shop.deps.database.db.selectFrom('products').select('id').where('slug', '=', slug).executeTakeFirstOrThrow()).id;

  function quickView(product: string, method: 'GET' | 'POST' = 'POST') {
    const form = new URLSearchParams({ action: 'flatsome_quickview', product });
    return method === 'POST'
      ? shop.app.request(ajax, { method, headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: form })
      : shop.app.request(`${ajax}?${form}`);
  }

  it('spec 7.4: a simple product answers its HTML with the slider, the add-to-cart form and a link to the page', async () => {
    const id = await productId(demoFacts.simpleProductSlug);
    const response = await quickView(String(id));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await response.text();
    expect(html).not.toMatch(/<html|<header/);
    expect(html).toContain(`id="product-${id}"`);
    expect(html).toContain('data-island="quick-view-gallery"');
    expect(html).toContain('class="flickity-page-dots"');
    expect(html).toContain('single_add_to_cart_button');
    expect(html).toContain('350.000');
    expect(html).toContain(`href="/san-pham/${demoFacts.simpleProductSlug}/">Xem chi tiết</a>`);
  });

  it('spec 2.6: a variable product brings its variation form, as an island that hydrates where it lands', async () => {
    const id = await productId(demoFacts.colourSwatchProductSlug);
    const html = await (await quickView(String(id))).text();
    expect(html).toContain(`data-product_id="${id}"`);
    expect(html).toMatch(/<form class="variations_form cart"[^>]*data-product_variations="\[/);
    expect(html).toContain('data-island="variation-form"');
    expect(html).toContain(demoFacts.search.shirtName);
  });

  it('spec 2.6: the slider has one slide per product image', async () => {
    const id = await productId(demoFacts.imageSwatchProductSlug);
    const images = await shop.deps.database.db.selectFrom('product_images').select('image_id').where('product_id', '=', id).execute();
    const html = await (await quickView(String(id), 'GET')).text();
    expect(html.match(/class="quick-view-slide /g)).toHaveLength(new Set([...images.map((i) => i.image_id)]).size);
    expect(html.match(/<li class="dot/g)).toHaveLength(html.match(/class="quick-view-slide /g)!.length);
  });

  it('spec 7.4: unknown products and variations answer 404 with an empty body', async () => {
    const variation = await shop.deps.database.db.selectFrom('products').select('id').where('type', '=', 'variation').executeTakeFirstOrThrow();
    for (const product of ['999999', String(variation.id), '2147483647']) {
      const response = await quickView(product);
      expect(response.status).toBe(404);
      expect(await response.text()).toBe('');
    }
  });

  it('spec 5.6: an empty or garbage product id is a bad request, never an error', async () => {
    for (const product of ['', 'abc', '-3', '1.5', '99999999999999999999', '<script>']) {
      const response = await quickView(product);
      expect(response.status).toBe(400);
      expect(await response.text()).toBe('');
    }
  });
});
