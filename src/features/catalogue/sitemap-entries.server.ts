import type { Db } from '../../db/index.server';
import { urls } from '../../lib/urls';

export interface SitemapEntry {
  path: string;
  lastmod?: string;
}

/** The catalogue's pages for the sitemap: the shop, every category and every published product. */
export async function catalogSitemapEntries(db: Db): Promise<SitemapEntry[]> {
  const [categories, products] = await Promise.all([
    db.selectFrom('categories').select('slug').orderBy('id').execute(),
    db
      .selectFrom('products')
      .select(['slug', 'created_at'])
      .where('status', '=', 'publish')
      .where('type', 'in', ['simple', 'variable'])
      .orderBy('id')
      .execute(),
  ]);
  return [
    { path: urls.shop() },
    ...categories.map((c) => ({ path: urls.category(c.slug) })),
    ...products.map((p) => ({ path: urls.product(p.slug), lastmod: p.created_at })),
  ];
}
