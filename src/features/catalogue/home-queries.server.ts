import { sql, type SqlBool } from 'kysely';
import type { Db } from '../../db/index.server';

const shelfSize = 8;

function published(db: Db) {
  return db.selectFrom('products').select('id').where('status', '=', 'publish').where('type', 'in', ['simple', 'variable']);
}

const ids = (rows: { id: number }[]) => rows.map((r) => r.id);

// Spelled as the partial indexes' conditions (migration 018a), so both databases can read them.
const isFeatured = sql<SqlBool>`featured = 1`;
const isOnSale = sql<SqlBool>`sale_price < regular_price`;
const newestFirst = (a: Dated, b: Dated) => b.created_at.localeCompare(a.created_at) || b.id - a.id;
type Dated = { id: number; created_at: string };

// Products on sale themselves, and variable products with a variation on sale: each from the on-sale index.
async function onSaleShelf(db: Db): Promise<number[]> {
  const variationsOnSale = db.selectFrom('products').select('parent_id').where(isOnSale).where('type', '=', 'variation').where('status', '=', 'publish');
  const [own, throughVariations] = await Promise.all([
    published(db).select('created_at').where(isOnSale).orderBy('created_at', 'desc').orderBy('id', 'desc').limit(shelfSize).execute(),
    published(db).select('created_at').where('id', 'in', variationsOnSale).orderBy('created_at', 'desc').orderBy('id', 'desc').limit(shelfSize).execute(),
  ]);
  const unique = new Map([...own, ...throughVariations].map((r) => [r.id, r]));
  return ids([...unique.values()].sort(newestFirst).slice(0, shelfSize));
}

/** The ids for the home page's three product rows: featured, on sale and newest. */
export async function loadHomeShelves(db: Db): Promise<{ featured: number[]; onSale: number[]; newest: number[] }> {
  const [featured, onSale, newest] = await Promise.all([
    published(db).where(isFeatured).orderBy('menu_order').orderBy('id').limit(shelfSize).execute(),
    onSaleShelf(db),
    published(db).orderBy('created_at', 'desc').orderBy('id', 'desc').limit(shelfSize).execute(),
  ]);
  return { featured: ids(featured), onSale, newest: ids(newest) };
}

/**
 * A picture for each category: its own image, else that of its leading product (featured first, then the
 * best seller), chosen by the database in one query.
 */
export async function categoryCoverImageIds(db: Db, categories: { id: number; imageId: number | null }[]): Promise<Map<number, number>> {
  const covers = new Map(categories.flatMap((c) => (c.imageId == null ? [] : [[c.id, c.imageId] as [number, number]])));
  const missing = categories.filter((c) => c.imageId == null).map((c) => c.id);
  if (missing.length === 0) return covers;
  const ranked = db
    .selectFrom('product_categories as pc')
    .innerJoin('products as p', 'p.id', 'pc.product_id')
    .select((eb) => [
      'pc.category_id',
      'p.image_id',
      eb.fn
        .agg<number>('row_number')
        .over((ob) => ob.partitionBy('pc.category_id').orderBy('p.featured', 'desc').orderBy('p.total_sales', 'desc').orderBy('p.id', 'asc'))
        .as('rank'),
    ])
    .where('pc.category_id', 'in', missing)
    .where('p.status', '=', 'publish')
    .where('p.type', 'in', ['simple', 'variable'])
    .where('p.image_id', 'is not', null);
  const rows = await db.selectFrom(ranked.as('r')).select(['category_id', 'image_id']).where('rank', '=', 1).execute();
  for (const row of rows) if (row.image_id != null) covers.set(row.category_id, row.image_id);
  return covers;
}
