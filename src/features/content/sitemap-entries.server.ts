import type { Db } from '../../db/index.server';
import { urls } from '../../lib/urls';
import { publishedContent } from './queries.server';

/** When each page's and post's text last changed (migration 045); one never changed has no row. */
declare module '../../db/schema' {
  interface Schema {
    post_lastmod: { post_id: number; changed_at: string };
  }
}

/** The content's pages for the sitemap: the blog, every published page and every published post, with its last change. */
export async function contentSitemapEntries(db: Db): Promise<{ path: string; lastmod?: string }[]> {
  const rows = await publishedContent(db);
  return [
    { path: urls.blog() },
    ...rows.map((row) => ({
      path: row.type === 'page' ? urls.page(row.slug) : urls.post(row.slug),
      lastmod: row.changed_at !== null && row.changed_at > row.created_at ? row.changed_at : row.created_at,
    })),
  ];
}
