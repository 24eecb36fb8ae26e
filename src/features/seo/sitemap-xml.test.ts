import { describe, expect, it } from 'vitest';
import { sitemapFiles, sitemapIndexXml, urlsetXml } from './sitemap-xml.server';

describe('sitemap files', () => {
  it('lists absolute, escaped URLs once each, with a W3C lastmod where known', () => {
    const files = sitemapFiles('https://shop.vn', [
      { path: '/' },
      { path: '/san-pham/a/', lastmod: '2025-03-04T10:00:00.000Z' },
      { path: '/?x=1&y=2' },
      { path: '/' },
      { path: '/b/', lastmod: 'not a date' },
    ]);
    expect(files).toHaveLength(1);
    const xml = urlsetXml(files[0]!);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')).toBe(true);
    expect(xml.match(/<url>/g)).toHaveLength(4);
    expect(xml).toContain('<url><loc>https://shop.vn/san-pham/a/</loc><lastmod>2025-03-04</lastmod></url>');
    expect(xml).toContain('<loc>https://shop.vn/?x=1&amp;y=2</loc>');
    expect(xml).toContain('<url><loc>https://shop.vn/b/</loc></url>');
    expect(xml.endsWith('</urlset>')).toBe(true);
  });

  it('cuts the URLs into files within the URL and byte limits, each a whole urlset', () => {
    const entries = Array.from({ length: 7 }, (_, i) => ({ path: `/p${i}/` }));
    expect(sitemapFiles('https://shop.vn', entries, { urls: 3, bytes: 1e6 }).map((f) => f.length)).toEqual([3, 3, 1]);
    const line = '<url><loc>https://shop.vn/p0/</loc></url>';
    const fixed = Buffer.byteLength(urlsetXml([]));
    const byBytes = sitemapFiles('https://shop.vn', entries, { urls: 100, bytes: fixed + 2 * (line.length + 1) });
    expect(byBytes.map((f) => f.length)).toEqual([2, 2, 2, 1]);
    for (const file of byBytes) expect(Buffer.byteLength(urlsetXml(file))).toBeLessThanOrEqual(fixed + 2 * (line.length + 1));
    expect(sitemapFiles('https://shop.vn', [])).toEqual([[]]);
  });

  it('an index names each file once, escaped', () => {
    expect(sitemapIndexXml(['https://shop.vn/sitemap-1.xml', 'https://shop.vn/a&b.xml'])).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        '<sitemap><loc>https://shop.vn/sitemap-1.xml</loc></sitemap>',
        '<sitemap><loc>https://shop.vn/a&amp;b.xml</loc></sitemap>',
        '</sitemapindex>',
      ].join('\n'),
    );
  });

  it('spells a stored path as its page answers to it: letters, spaces and a stored % encoded once', () => {
    const [file] = sitemapFiles('https://shop.vn', [{ path: '/san-pham/áo đẹp/' }, { path: '/san-pham/giam-50%/' }, { path: '/san-pham/%C3%A1o/' }, { path: '/san-pham/x\ud800y/' }]);
    expect(file).toEqual([
      '<url><loc>https://shop.vn/san-pham/%C3%A1o%20%C4%91%E1%BA%B9p/</loc></url>',
      '<url><loc>https://shop.vn/san-pham/giam-50%25/</loc></url>',
      '<url><loc>https://shop.vn/san-pham/%25C3%25A1o/</loc></url>',
      '<url><loc>https://shop.vn/san-pham/x%EF%BF%BDy/</loc></url>',
    ]);
  });
});
