import type { Hono } from 'hono';
import { urls } from '../../lib/urls';
import { siteOrigin } from '../../server/request.server';
import type { AppEnv } from '../../server/shop.server';
import { catalogSitemapEntries } from '../catalogue/index.server';
import { contentSitemapEntries } from '../content/index.server';
import { robotsTxt } from './robots-txt.server';
import { sitemapXml } from './sitemap-xml.server';

const sitemapPath = '/sitemap.xml';

/** `/sitemap.xml` (home, shop, every category, product, page and post) and `/robots.txt` pointing at it. */
export function registerSeoRoutes(pages: Hono<AppEnv>): void {
  pages.get(sitemapPath, async (c) => {
    const db = c.get('deps').database.db;
    const [catalog, content] = await Promise.all([catalogSitemapEntries(db), contentSitemapEntries(db)]);
    const xml = sitemapXml(siteOrigin(c), [{ path: urls.home() }, ...catalog, ...content]);
    return c.body(xml, 200, { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' });
  });
  pages.get('/robots.txt', (c) =>
    c.text(robotsTxt(siteOrigin(c) + sitemapPath), 200, { 'Cache-Control': 'public, max-age=86400' }),
  );
}
