import { describe, expect, it } from 'vitest';
import { testDatabases, type TestDatabase } from '../../../tests/support/databases';
import { shopOverHttpForSuite } from '../../../tests/support/http-shop';
import { urls } from '../../lib/urls';

const attribute = (html: string, pattern: RegExp) => pattern.exec(html)?.[1]?.replaceAll('&amp;', '&');

// Slugs as an import may store them: Vietnamese letters and a space, a '%' of a discount, a slug kept escaped.
const slugs = ['áo-đẹp mới', 'giam-50%', '%c3%a1o-thun'];

describe.each(testDatabases.map((d) => [d.name, d] as [string, TestDatabase]))('a page has one address, on %s', (_name, kind) => {
  const shop = shopOverHttpForSuite(kind);

  it('the canonical link, og:url and the sitemap spell a stored path once encoded, at an address that answers', async () => {
    const db = shop.shop().deps.database.db;
    const created_at = new Date().toISOString();
    await db.insertInto('products').values(slugs.map((slug, i) => ({ type: 'simple' as const, status: 'publish', slug, name: `Hàng ${i}`, price: 100000, regular_price: 100000, created_at }))).execute();
    let sitemap = '';
    await expect.poll(async () => (sitemap = await (await fetch(shop.base() + '/sitemap.xml')).text()).includes('giam-50'), { timeout: 7000 }).toBe(true);
    for (const slug of slugs) {
      const address = shop.base() + encodeURI(urls.product(slug));
      const page = await fetch(address, { redirect: 'manual' });
      expect(page.status, slug).toBe(200);
      const html = await page.text();
      expect(attribute(html, /<link rel="canonical" href="([^"]*)"\/>/), slug).toBe(address);
      expect(attribute(html, /<meta property="og:url" content="([^"]*)"\/>/), slug).toBe(address);
      expect(sitemap, slug).toContain(`<loc>${address}</loc>`);
    }
    expect(sitemap).toContain('/san-pham/%C3%A1o-%C4%91%E1%BA%B9p%20m%E1%BB%9Bi/'); // once, not %25C3
  });
});
