import type { Context, Hono } from 'hono';
import { siteOrigin } from '../../server/request.server';
import type { AppEnv } from '../../server/shop.server';
import { robotsTxt } from './robots-txt.server';
import { sitemapFilesOf } from './sitemap-memo.server';
import { sitemapIndexXml, urlsetXml } from './sitemap-xml.server';

const sitemapPath = '/sitemap.xml';
const filePath = (n: number) => `/sitemap-${n}.xml`;

const filesOf = (c: Context<AppEnv>) => sitemapFilesOf(c.get('deps').database.db, siteOrigin(c));

const xmlAnswer = (c: Context<AppEnv>, xml: string) =>
  c.body(xml, 200, { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' });

/**
 * `/sitemap.xml` (home, shop, every category, product, page and post) and `/robots.txt` pointing at it. A shop
 * whose URLs do not fit one sitemap file gets a sitemap index there instead, naming `/sitemap-1.xml`, `/sitemap-2.xml`…
 */
export function registerSeoRoutes(pages: Hono<AppEnv>): void {
  pages.get(sitemapPath, async (c) => {
    const files = await filesOf(c);
    if (files.length === 1) return xmlAnswer(c, urlsetXml(files[0]!));
    return xmlAnswer(c, sitemapIndexXml(files.map((_, i) => siteOrigin(c) + filePath(i + 1))));
  });
  // At most six digits: no shop has a million files, and a longer number is simply not a sitemap (the 404 page).
  pages.get('/:file{sitemap-[1-9][0-9]{0,5}\\.xml}', async (c, next) => {
    const n = Number(c.req.param('file').slice('sitemap-'.length, -'.xml'.length));
    const files = await filesOf(c);
    return files.length > 1 && n <= files.length ? xmlAnswer(c, urlsetXml(files[n - 1]!)) : next();
  });
  pages.get('/robots.txt', (c) =>
    c.text(robotsTxt(siteOrigin(c) + sitemapPath), 200, { 'Cache-Control': 'public, max-age=86400' }),
  );
}
