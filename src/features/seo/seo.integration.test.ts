import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoFacts } from '../../db/seed/demo-facts.server';
import { urls } from '../../lib/urls';
import { createApp } from '../../app/app.server';
import { testDatabases, type TestDatabase } from '../../../tests/support/databases';
import { openTestShop, type TestShop } from '../../../tests/support/shop';

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);

describe.each(testDatabases.map((d) => [d.name, d] as [string, TestDatabase]))('sitemap and robots on %s', (_name, kind) => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await openTestShop(kind);
  });
  afterAll(() => shop.close());

  it('the sitemap lists home, shop, blog and every published product, category, page and post, once each', async () => {
    const db = shop.deps.database.db;
    const [products, categories, posts] = await Promise.all([
      db.selectFrom('products').select('slug').where('status', '=', 'publish').where('type', 'in', ['simple', 'variable']).execute(),
      db.selectFrom('categories').select('slug').execute(),
      db.selectFrom('posts').select(['slug', 'type']).where('status', '=', 'publish').where('type', 'in', ['page', 'post']).execute(), // blocks have no address
    ]);
    const res = await shop.app.request('/sitemap.xml');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    const xml = await res.text();
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);

    const origin = 'http://localhost';
    const expected = [
      urls.home(),
      urls.shop(),
      urls.blog(),
      ...products.map((p) => urls.product(p.slug)),
      ...categories.map((c) => urls.category(c.slug)),
      ...posts.map((p) => (p.type === 'page' ? urls.page(p.slug) : urls.post(p.slug))),
    ].map((path) => origin + path);
    const listed = locs(xml);
    expect(new Set(listed).size).toBe(listed.length);
    expect([...listed].sort()).toEqual([...expected].sort());
    expect(xml).toMatch(new RegExp(`<loc>${origin}/san-pham/[a-z0-9-]+/</loc><lastmod>\\d{4}-\\d{2}-\\d{2}</lastmod>`));
  });

  it('a draft post is left out of the sitemap', async () => {
    await shop.deps.database.db
      .insertInto('posts')
      .values({ type: 'post', slug: 'ban-nhap-sitemap', title: 'Bản nháp', content: '<p>…</p>', image_id: null, status: 'draft', created_at: new Date().toISOString() })
      .execute();
    const xml = await (await shop.app.request('/sitemap.xml')).text();
    expect(xml).toContain(urls.post(demoFacts.commentedPostSlug));
    expect(xml).not.toContain(urls.post('ban-nhap-sitemap'));
  });

  it('a slug of Vietnamese letters and a space is listed percent-encoded, as sitemaps.org requires, at an address that answers', async () => {
    await shop.deps.database.db
      .insertInto('products')
      .values({ type: 'simple', status: 'publish', slug: 'áo-đẹp mới', name: 'Áo đẹp mới', price: 100000, regular_price: 100000, created_at: new Date().toISOString() })
      .execute();
    const encoded = '/san-pham/%C3%A1o-%C4%91%E1%BA%B9p%20m%E1%BB%9Bi/';
    await expect.poll(async () => locs(await (await shop.app.request('/sitemap.xml')).text()).filter((loc) => loc.includes('/san-pham/%C3%A1o') || loc.includes('/san-pham/áo')), { timeout: 7000 })
      .toEqual([`http://localhost${encoded}`]);
    expect((await shop.app.request(encoded)).status).toBe(200);
  });

  it('sitemap URLs use PUBLIC_URL when it is set', async () => {
    const app = createApp({ ...shop.deps, config: { ...shop.deps.config, publicUrl: 'https://cuahangviet.vn' } });
    const listed = locs(await (await app.request('/sitemap.xml')).text());
    expect(listed.length).toBeGreaterThan(0);
    expect(listed.every((loc) => loc.startsWith('https://cuahangviet.vn/'))).toBe(true);
  });

  it('robots.txt allows all but the admin area, searches, add-to-cart and add-to-wishlist links, and names the sitemap', async () => {
    const res = await shop.app.request('/robots.txt');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await res.text()).toBe(
      [
        'User-agent: *',
        'Disallow: /wp-admin/',
        'Allow: /wp-admin/admin-ajax.php',
        'Disallow: /?s=',
        'Disallow: /*?add-to-cart=',
        'Disallow: /*&add-to-cart=',
        'Disallow: /*?add_to_wishlist=',
        'Disallow: /*&add_to_wishlist=',
        '',
        'Sitemap: http://localhost/sitemap.xml',
        '',
      ].join('\n'),
    );
  });
});
