import { sql, type SqlBool } from 'kysely';
import type { Db } from '../../db/index.server';
import { dialectOf } from '../../db/id-list.server';
import { prepared } from '../../db/prepared.server';
import { rememberedShopWide } from '../../server/shop-wide-memo.server';
import type { ImageInfo } from '../media/index';
import { loadImages } from '../media/index.server';
import { childrenOf } from './category-tree';
import { loadCategories } from './listing-queries.server';

const shelfSize = 8;

function published(db: Db) {
  return db.selectFrom('products').select(['id', 'menu_order', 'created_at']).where('status', '=', 'publish').where('type', 'in', ['simple', 'variable']);
}

// Spelled as the partial indexes' conditions (migration 018a), so both databases can read them.
const isFeatured = sql<SqlBool>`featured = 1`;
const isOnSale = sql<SqlBool>`sale_price < regular_price`;
type Row = { shelf: string; id: number; menu_order: number; created_at: string };
const newestFirst = (a: Row, b: Row) => b.created_at.localeCompare(a.created_at) || b.id - a.id;
const inMenuOrder = (a: Row, b: Row) => a.menu_order - b.menu_order || a.id - b.id;

// The shelves' four walks, each off its own index and limit, as one statement (decision 048, part D): featured,
// simple products on sale (a variable one's own prices are stale, decision 102), variable products with a variation
// on sale, newest. Each arm is sorted again below, as a union keeps no order.
const shelfRows = prepared((db: Db) => {
  const arm = (shelf: string) => published(db).select(sql.lit(shelf).as('shelf'));
  const variationsOnSale = db.selectFrom('products').select('parent_id').where(isOnSale).where('type', '=', 'variation').where('status', '=', 'publish');
  // PostgreSQL walked every listed product newest first, looking for a variation on sale under each (4.4 s at 1M
  // products, 4 of them with one); as an array the variations are read first, off their partial index (0.8 ms).
  // SQLite reads them first from the `in` as it is.
  const parentOnSale = dialectOf(db) === 'postgres' ? sql<SqlBool>`id = any(array(${variationsOnSale}))` : sql<SqlBool>`id in (${variationsOnSale})`;
  const newest = (query: ReturnType<typeof arm>) => query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(shelfSize);
  return db
    .selectFrom(arm('featured').where(isFeatured).orderBy('menu_order').orderBy('id').limit(shelfSize).as('f'))
    .selectAll()
    .unionAll(db.selectFrom(newest(arm('sale').where(isOnSale).where('type', '=', 'simple')).as('s')).selectAll())
    .unionAll(db.selectFrom(newest(arm('sale').where(parentOnSale)).as('v')).selectAll())
    .unionAll(db.selectFrom(newest(arm('newest')).as('n')).selectAll());
});

const ids = (rows: Row[]) => rows.map((r) => r.id);

/** The ids for the home page's three product rows: featured, on sale and newest. */
export async function loadHomeShelves(db: Db): Promise<{ featured: number[]; onSale: number[]; newest: number[] }> {
  const rows = (await shelfRows(db, {})) as Row[];
  const of = (shelf: string) => rows.filter((r) => r.shelf === shelf);
  const onSale = [...new Map(of('sale').map((r) => [r.id, r])).values()].sort(newestFirst).slice(0, shelfSize);
  return { featured: ids(of('featured').sort(inMenuOrder)), onSale: ids(onSale), newest: ids(of('newest').sort(newestFirst)) };
}

/**
 * The shelves as every uncached home page reads them: kept a few seconds, as the menus are (decision 048, part G). Which
 * products a shelf holds may lag an edit by that long; their cards, prices and stock are read fresh.
 */
export const keptHomeShelves = rememberedShopWide(loadHomeShelves);

/**
 * A picture for each category: its own image, else that of its leading product (featured first, then the
 * best seller), chosen by the database in one query.
 */
async function categoryCoverImageIds(db: Db, categories: { id: number; imageId: number | null }[]): Promise<Map<number, number>> {
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

/**
 * The top-level categories' pictures, by category id, kept as the shelves are: for a category without an image of its
 * own, choosing one ranks every product in it. An image's change moves the whole shop on (migration 015), so the
 * images are kept with them.
 */
export const topCategoryCovers = rememberedShopWide(async (db: Db): Promise<Map<number, ImageInfo>> => {
  const imageIds = await categoryCoverImageIds(db, childrenOf(null, await loadCategories(db)));
  const images = await loadImages(db, [...imageIds.values()]);
  return new Map([...imageIds].flatMap(([category, image]) => (images.has(image) ? [[category, images.get(image)!] as const] : [])));
});
