import { describe, expect, it } from 'vitest';
import { sitemapXml } from './sitemap-xml.server';

describe('sitemapXml', () => {
  it('lists absolute, escaped URLs once each, with a W3C lastmod where known', () => {
    const xml = sitemapXml('https://shop.vn', [
      { path: '/' },
      { path: '/san-pham/a/', lastmod: '2025-03-04T10:00:00.000Z' },
      { path: '/?x=1&y=2' },
      { path: '/' },
      { path: '/b/', lastmod: 'not a date' },
    ]);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')).toBe(true);
    expect(xml.match(/<url>/g)).toHaveLength(4);
    expect(xml).toContain('<url><loc>https://shop.vn/san-pham/a/</loc><lastmod>2025-03-04</lastmod></url>');
    expect(xml).toContain('<loc>https://shop.vn/?x=1&amp;y=2</loc>');
    expect(xml).toContain('<url><loc>https://shop.vn/b/</loc></url>');
    expect(xml.endsWith('</urlset>')).toBe(true);
  });
});
