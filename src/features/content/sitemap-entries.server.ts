import type { Db } from '../../db/index.server';
import { urls } from '../../lib/urls';
import { publishedContent } from './queries.server';

/** The content's pages for the sitemap: the blog, every published page and every published post. */
export async function contentSitemapEntries(db: Db): Promise<{ path: string; lastmod?: string }[]> {
  const rows = await publishedContent(db);
  return [
    { path: urls.blog() },
    ...rows.map((row) => ({ path: row.type === 'page' ? urls.page(row.slug) : urls.post(row.slug), lastmod: row.created_at })),
  ];
}
