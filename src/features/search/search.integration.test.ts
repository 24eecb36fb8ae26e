import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoFacts } from '../../db/seed/demo-facts.server';
import { foldVietnamese } from '../../lib/fold.server';
import { testDatabases } from '../../../tests/support/databases';
import { openTestShop, type TestShop } from '../../../tests/support/shop';
import type { Suggestion } from './suggestion';

const ajax = '/wp-admin/admin-ajax.php';
const facts = demoFacts.search;

describe.each(testDatabases.map((d) => [d.name, d] as const))('search on %s', (_name, kind) => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await openTestShop(kind);
  });
  afterAll(() => shop?.close());

  async function suggest(query: string, category?: string): Promise<{ status: number; suggestions: Suggestion[] }> {
    const params = new URLSearchParams({ action: 'flatsome_ajax_search_products' });
    if (category !== undefined) params.set('product_cat', category);
    params.set('query', query);
    const response = await shop.app.request(`${ajax}?${params}`);
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
    return { status: response.status, suggestions: ((await response.json()) as { suggestions: Suggestion[] }).suggestions };
  }

  const names = (list: Suggestion[]) => list.map((s) => s.value);
  const nothingFound = [{ id: -1, value: 'Không tìm thấy sản phẩm', url: '' }];

  it('spec 7.4: suggestions carry value, id, url, img and price in the contract shape', async () => {
    const { status, suggestions } = await suggest('ao so mi');
    expect(status).toBe(200);
    expect(suggestions).toHaveLength(facts.shirtMatches);
    const shirt = suggestions.find((s) => s.value === facts.shirtName)!;
    const row = await shop.deps.database.db.selectFrom('products').select(['id', 'slug']).where('slug', '=', demoFacts.colourSwatchProductSlug).executeTakeFirstOrThrow();
    expect(shirt).toEqual({
      type: 'Product',
      id: row.id,
      value: facts.shirtName,
      url: `/san-pham/${row.slug}/`,
      img: expect.stringMatching(/^\/media\/\d+-100\.webp$/),
      price: expect.stringContaining('<span class="woocommerce-Price-amount amount"><bdi>'),
    });
    for (const s of suggestions) expect(foldVietnamese(s.value)).toContain('ao so mi');
  });

  it('decision 002: "ao so mi", "Áo sơ mi" and "ÁO SƠ MI" find the same products', async () => {
    const plain = names((await suggest('ao so mi')).suggestions);
    expect(names((await suggest(facts.shirtQuery)).suggestions)).toEqual(plain);
    expect(names((await suggest('ÁO SƠ MI')).suggestions)).toEqual(plain);
  });

  it('decision 002: "dam" and "ĐẦM" find "Đầm" products, names starting with it first', async () => {
    const dam = (await suggest('dam')).suggestions;
    expect(names(dam)).toContain(facts.dressName);
    expect(names((await suggest('ĐẦM')).suggestions)).toEqual(names(dam));
    const starts = dam.map((s) => foldVietnamese(s.value).startsWith('dam'));
    expect(starts[0]).toBe(true);
    expect(starts.indexOf(false) === -1 || starts.slice(starts.indexOf(false)).every((v) => !v)).toBe(true);
  });

  it('spec 2.9: every word must match, in any order', async () => {
    expect(names((await suggest('tay dai lua')).suggestions)).toEqual([facts.shirtName]);
    expect((await suggest('lua xe may')).suggestions).toEqual(nothingFound);
  });

  it('spec 2.9: a product is found by its SKU too', async () => {
    const row = await shop.deps.database.db.selectFrom('products').select(['name', 'sku']).where('slug', '=', demoFacts.simpleProductSlug).executeTakeFirstOrThrow();
    expect(names((await suggest(row.sku!.toUpperCase())).suggestions)).toEqual([row.name]);
  });

  it('spec 3.6: nothing found is one suggestion with id -1 and no url', async () => {
    expect((await suggest(facts.noMatchQuery)).suggestions).toEqual(nothingFound);
  });

  it('spec 5.6: fewer than 3 characters asks for nothing', async () => {
    expect(await suggest('ao')).toEqual({ status: 200, suggestions: [] });
    expect(await suggest('  đầ  ')).toEqual({ status: 200, suggestions: [] });
    const missing = await shop.app.request(`${ajax}?action=flatsome_ajax_search_products`);
    expect(await missing.json()).toEqual({ suggestions: [] });
  });

  it('spec 7.4: product_cat limits the suggestions to the category and its subcategories', async () => {
    const women = names((await suggest('ao so mi', demoFacts.categorySlugs.women)).suggestions);
    const blouses = names((await suggest('ao so mi', demoFacts.categorySlugs.blouses)).suggestions);
    const men = names((await suggest('ao so mi', demoFacts.categorySlugs.men)).suggestions);
    expect(women).toContain(facts.shirtName);
    expect(blouses).toContain(facts.shirtName);
    expect(men).not.toContain(facts.shirtName);
    expect(men.length).toBeGreaterThan(0);
    expect(women.length + men.length).toBe(facts.shirtMatches);
    expect(names((await suggest('ao so mi', '')).suggestions)).toHaveLength(facts.shirtMatches);
  });

  it('spec 7.4: an unknown category finds nothing', async () => {
    expect((await suggest('ao so mi', 'khong-co-danh-muc-nay')).suggestions).toEqual(nothingFound);
  });

  it('spec 2.9: LIKE wildcards typed by the shopper match only themselves', async () => {
    expect((await suggest('%%%')).suggestions).toEqual(nothingFound);
    expect((await suggest('___')).suggestions).toEqual(nothingFound);
    expect((await suggest('a\\%o')).suggestions).toEqual(nothingFound);
  });

  it('spec 8.6: HTML in the query comes back as plain JSON, never as markup', async () => {
    const response = await shop.app.request(`${ajax}?action=flatsome_ajax_search_products&query=${encodeURIComponent('<script>alert(1)</script>')}`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ suggestions: nothingFound });
  });

  it('spec 8.6: a huge query is answered with no suggestions, not an error', async () => {
    expect(await suggest('ao '.repeat(2000))).toEqual({ status: 200, suggestions: [] });
  });

  it('spec 7.4: the action answers POST as well as GET', async () => {
    const response = await shop.app.request(ajax, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ action: 'flatsome_ajax_search_products', query: 'dam maxi' }),
    });
    const body = (await response.json()) as { suggestions: Suggestion[] };
    expect(names(body.suggestions)).toEqual([facts.dressName]);
  });

  it('spec 2.9: suggestions are at most ten published products, never variations', async () => {
    const { suggestions } = await suggest('ong');
    expect(suggestions.length).toBe(10);
    const rows = await shop.deps.database.db.selectFrom('products').select(['type', 'status']).where('id', 'in', suggestions.map((s) => s.id)).execute();
    expect(rows).toHaveLength(10);
    for (const row of rows) expect([row.type, row.status]).toEqual([expect.stringMatching(/^(simple|variable)$/), 'publish']);
  });

  async function resultsPage(query: string): Promise<{ status: number; html: string }> {
    const response = await shop.app.request(query);
    return { status: response.status, html: await response.text() };
  }
  const cardNames = (html: string) => [...html.matchAll(/woocommerce-loop-product__title"><a href="[^"]*">([^<]*)</g)].map((m) => m[1]);

  it('spec 2.9: a submitted search shows the results page with the products found, not indexed', async () => {
    const { status, html } = await resultsPage('/?s=ao+so+mi&post_type=product');
    expect(status).toBe(200);
    expect(html).toContain('Kết quả tìm kiếm: “ao so mi”');
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect(html).toContain('<ul class="products">');
    expect(cardNames(html)).toHaveLength(facts.shirtMatches);
    expect(cardNames(html)).toContain(facts.shirtName);
  });

  it('decision 002: the results page folds diacritics too', async () => {
    expect(cardNames((await resultsPage('/?s=dam&post_type=product')).html)).toContain(facts.dressName);
    expect(cardNames((await resultsPage(`/?s=${encodeURIComponent('ĐẦM MAXI')}&post_type=product`)).html)).toEqual([facts.dressName]);
  });

  it('spec 2.9: the results page keeps to the chosen category', async () => {
    const html = (await resultsPage(`/?s=ao+so+mi&post_type=product&product_cat=${demoFacts.categorySlugs.men}`)).html;
    expect(cardNames(html).length).toBeGreaterThan(0);
    expect(cardNames(html)).not.toContain(facts.shirtName);
  });

  it('spec 2.9: no results and an empty search show the empty state', async () => {
    const none = await resultsPage(`/?s=${encodeURIComponent(facts.noMatchQuery)}&post_type=product`);
    expect(none.status).toBe(200);
    expect(none.html).toContain('Không tìm thấy sản phẩm nào phù hợp');
    expect(cardNames(none.html)).toEqual([]);
    const empty = await resultsPage('/?s=&post_type=product');
    expect(empty.status).toBe(200);
    expect(empty.html).toContain('Hãy nhập tên sản phẩm bạn muốn tìm.');
  });

  it('spec 2.9: results are paged with &paged=', async () => {
    const perPage = (await shop.deps.settings()).listings.productsPerPage;
    const first = await resultsPage('/?s=ong&post_type=product');
    const second = await resultsPage('/?s=ong&post_type=product&paged=2');
    expect(cardNames(first.html)).toHaveLength(perPage);
    expect(second.status).toBe(200);
    expect(first.html).toContain('href="/?s=ong&amp;post_type=product&amp;paged=2"');
    const overlap = cardNames(second.html).filter((name) => cardNames(first.html).includes(name));
    expect(cardNames(second.html).length).toBeGreaterThan(0);
    expect(overlap).toEqual([]);
    expect((await resultsPage('/?s=ong&post_type=product&paged=99')).status).toBe(404);
  });

  it('spec 8.6: odd input on the results page never fails', async () => {
    for (const path of ['/?s=%25%25%25', '/?s=' + 'x'.repeat(5000), '/?s=dam&paged=abc', '/?s=%3Cscript%3E', '/?s=dam&product_cat=nope']) {
      const { status, html } = await resultsPage(path);
      expect(status).toBeLessThan(500);
      expect(html).not.toContain('<script>alert');
    }
  });

  it('spec 2.9: without s the home page answers, not the results page', async () => {
    const { html } = await resultsPage('/');
    expect(html).not.toContain('Kết quả tìm kiếm');
  });
});
