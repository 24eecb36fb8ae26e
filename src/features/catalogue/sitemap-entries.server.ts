import { sql } from 'kysely';
import type { Db } from '../../db/index.server';
import { urls } from '../../lib/urls';

/** When each product or variation last changed what its page shows (migration 045); one never changed has no row. */
declare module '../../db/schema' {
  interface Schema {
    product_lastmod: { product_id: number; changed_at: string };
  }
}

export interface SitemapEntry {
  path: string;
  lastmod?: string;
}

// The later of two ISO-8601 times: a product's making and its page's last change.
const later = (made: string, changed: string | null) => (changed !== null && changed > made ? changed : made);

// A product's page shows its variations: its last change is the latest of its own and theirs.
const pageChanges = (db: Db) =>
  db
    .selectFrom('product_lastmod')
    .innerJoin('products as row', 'row.id', 'product_lastmod.product_id')
    .select([sql<number>`coalesce(row.parent_id, row.id)`.as('page_id'), sql<string>`max(product_lastmod.changed_at)`.as('changed_at')])
    .groupBy(sql`coalesce(row.parent_id, row.id)`);

/** The catalogue's pages for the sitemap: the shop, every category and every published product, with its last change. */
export async function catalogSitemapEntries(db: Db): Promise<SitemapEntry[]> {
  const [categories, products] = await Promise.all([
    db.selectFrom('categories').select('slug').orderBy('id').execute(),
    db
      .selectFrom('products')
      .leftJoin(pageChanges(db).as('changes'), 'changes.page_id', 'products.id')
      .select(['products.slug', 'products.created_at', sql<string | null>`changes.changed_at`.as('changed_at')])
      .where('products.status', '=', 'publish')
      .where('products.type', 'in', ['simple', 'variable'])
      .orderBy('products.id')
      .execute(),
  ]);
  return [
    { path: urls.shop() },
    ...categories.map((c) => ({ path: urls.category(c.slug) })),
    ...products.map((p) => ({ path: urls.product(p.slug), lastmod: later(p.created_at, p.changed_at) })),
  ];
}
