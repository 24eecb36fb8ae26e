import type { Db } from '../../db/index.server';
import { urls } from '../../lib/urls';
import { rememberedShopWide } from '../../server/shop-wide-memo.server';
import { catalogSitemapEntries } from '../catalogue/index.server';
import { contentSitemapEntries } from '../content/index.server';
import { sitemapFiles, type SitemapEntry } from './sitemap-xml.server';

// The whole catalogue is read for a sitemap (0.4 s at 100,000 products, decision 091): crawlers asking for its files
// one after another, or anyone asking many times at once, share one read for a few seconds, as the menus do.
const sitemapEntries = rememberedShopWide(async (db: Db): Promise<SitemapEntry[]> => {
  const [catalog, content] = await Promise.all([catalogSitemapEntries(db), contentSitemapEntries(db)]);
  return [{ path: urls.home() }, ...catalog, ...content];
});

// The files drawn from one reading, per origin the shop answers as (PUBLIC_URL, or two of the allowed hosts: memory).
const drawn = new WeakMap<SitemapEntry[], Map<string, string[][]>>();

/** The sitemap files of the shop at `origin`, within the sitemaps.org limits. */
export async function sitemapFilesOf(db: Db, origin: string): Promise<string[][]> {
  const entries = await sitemapEntries(db);
  let byOrigin = drawn.get(entries);
  if (!byOrigin) drawn.set(entries, (byOrigin = new Map()));
  let files = byOrigin.get(origin);
  if (!files) {
    files = sitemapFiles(origin, entries);
    if (byOrigin.size < 2) byOrigin.set(origin, files);
  }
  return files;
}
