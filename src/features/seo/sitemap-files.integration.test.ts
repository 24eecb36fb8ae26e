import { describe, expect, it } from 'vitest';
import { testDatabases, type TestDatabase } from '../../../tests/support/databases';
import { shopOverHttpForSuite } from '../../../tests/support/http-shop';

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
const extra = 50_000;

describe.each(testDatabases.map((d) => [d.name, d] as [string, TestDatabase]))('a sitemap of more than 50,000 URLs on %s', (_name, kind) => {
  const shop = shopOverHttpForSuite(kind, { PAGE_CACHE_SECONDS: '60' });
  const get = (path: string) => fetch(shop.base() + path);

  it('is a sitemap index of files of at most 50,000 URLs and 50 MB, which together list every URL once', async () => {
    const db = shop.shop().deps.database.db;
    const created_at = new Date().toISOString();
    for (let from = 0; from < extra; from += 1000) {
      const rows = Array.from({ length: 1000 }, (_, i) => ({ type: 'simple' as const, status: 'publish', slug: `hang-loat-${from + i}`, name: `Hàng ${from + i}`, created_at }));
      await db.insertInto('products').values(rows).execute();
    }
    const index = await get('/sitemap.xml');
    expect(index.status).toBe(200);
    expect(index.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    const indexXml = await index.text();
    expect(indexXml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<sitemapindex xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
    const files = locs(indexXml);
    expect(files).toEqual([`${shop.base()}/sitemap-1.xml`, `${shop.base()}/sitemap-2.xml`]);

    const listed: string[] = [];
    for (const file of files) {
      const res = await fetch(file);
      expect(res.status).toBe(200);
      const xml = await res.text();
      expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
      expect(Buffer.byteLength(xml)).toBeLessThanOrEqual(50 * 1024 * 1024);
      const urls = locs(xml);
      expect(urls.length).toBeLessThanOrEqual(50_000);
      listed.push(...urls);
    }
    expect(new Set(listed).size).toBe(listed.length);
    expect(listed).toContain(`${shop.base()}/`);
    expect(listed).toContain(`${shop.base()}/san-pham/hang-loat-0/`);
    expect(listed).toContain(`${shop.base()}/san-pham/hang-loat-${extra - 1}/`);
  }, 120_000);

  it('a file past the last, file 0 or a name that is not a number is a 404', async () => {
    for (const path of ['/sitemap-3.xml', '/sitemap-0.xml', '/sitemap-01.xml', '/sitemap-x.xml', '/sitemap-99999999999999999999.xml']) {
      const res = await get(path);
      expect(res.status, path).toBe(404);
      await res.arrayBuffer();
    }
  });
});
