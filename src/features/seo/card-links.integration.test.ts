import type { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { TestBrowser } from '../../../tests/support/browser';
import { testDatabases, type TestDatabase } from '../../../tests/support/databases';
import { shopOverHttpForSuite } from '../../../tests/support/http-shop';
import { urls } from '../../lib/urls';
import type { AppEnv } from '../../server/shop.server';

// Slugs as an import may store them: Vietnamese letters and a space, a '%' of a discount, a slug kept escaped.
const slugs = ['áo-đẹp mới', 'giam-50%', '%c3%a1o-thun'];

/** Every product link of a page, as a browser resolves its href (entities read, letters encoded, a '%' kept). */
function productLinks(html: string, base: string): string[] {
  const hrefs = [...html.matchAll(/href="([^"]*\/san-pham\/[^"]*)"/g)].map((m) => m[1]!.replaceAll('&amp;', '&'));
  return [...new Set(hrefs.map((href) => new URL(href, base).href))];
}

describe.each(testDatabases.map((d) => [d.name, d] as [string, TestDatabase]))('product cards link to the page the canonical names, on %s', (_name, kind) => {
  const shop = shopOverHttpForSuite(kind);

  it("spec 2.2, 2.9, 2.10: every product link on a listing, a search page and a wishlist's suggestions answers 200, for a slug an import stored escaped too", async () => {
    const db = shop.shop().deps.database.db;
    const category = await db.insertInto('categories').values({ slug: 'hang-nhap-khau', name: 'Hàng nhập khẩu', description: '', parent_id: null, image_id: null }).returning('id').executeTakeFirstOrThrow();
    const created_at = new Date().toISOString();
    const products = await db.insertInto('products')
      .values(slugs.map((slug, i) => ({ type: 'simple' as const, status: 'publish', slug, name: `Hàng nhập khẩu ${i}`, search_text: `hang nhap khau ${i}`, price: 100000, regular_price: 100000, stock_status: i === 1 ? 'outofstock' : 'instock', created_at })))
      .returning('id').execute();
    const saved = await db.insertInto('products').values({ type: 'simple', status: 'publish', slug: 'hang-da-luu', name: 'Hàng đã lưu', price: 1000, regular_price: 1000, created_at }).returning('id').executeTakeFirstOrThrow();
    await db.insertInto('product_categories').values([...products, saved].map((p) => ({ product_id: p.id, category_id: category.id }))).execute();
    // A shopper who saved a product of the category is suggested the others on the wishlist page.
    const shopper = new TestBrowser({ request: (path: string, init?: RequestInit) => fetch(shop.base() + path, { ...init, redirect: 'manual' }) } as unknown as Hono<AppEnv>);
    await shopper.request(`${urls.shop()}?add_to_wishlist=${saved.id}`);
    const pages = [urls.category('hang-nhap-khau'), urls.search('nhập khẩu'), '/danh-sach-yeu-thich/'];
    for (const page of pages) {
      let html = '';
      await expect.poll(async () => (html = await (await shopper.request(page)).text()).includes('Hàng nhập khẩu 2'), { timeout: 7000 }).toBe(true); // the category tree is kept 5 s
      const links = productLinks(html, shop.base());
      for (const slug of slugs) expect(links, `${page} ${slug}`).toContain(shop.base() + encodeURI(urls.product(slug)));
      for (const link of links) expect((await fetch(link, { redirect: 'manual' })).status, `${page} → ${link}`).toBe(200);
    }
  });
});
