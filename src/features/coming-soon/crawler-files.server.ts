import type { ShopContext } from '../../server/shop.server';

// Kept by nobody: the shop's own files come back the moment it opens (decision 042).
const noStore = { 'Cache-Control': 'no-store' };

/** Every URL answers the same coming-soon page, so none is worth a crawler's visit (decision 042). */
const closedRobots = ['User-agent: *', 'Disallow: /', ''].join('\n');

/** A valid sitemap listing nothing: no product or page is to be indexed before the shop opens. */
const emptySitemap = ['<?xml version="1.0" encoding="UTF-8"?>', '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">', '</urlset>', ''].join('\n');

/** What `/robots.txt` and `/sitemap.xml` answer a crawler while the shop is coming soon; undefined for other paths. */
export function comingSoonCrawlerFile(c: ShopContext): Response | undefined {
  if (c.req.path === '/robots.txt') return c.text(closedRobots, 200, noStore);
  if (c.req.path === '/sitemap.xml') return c.body(emptySitemap, 200, { ...noStore, 'Content-Type': 'application/xml; charset=utf-8' });
  return undefined;
}
