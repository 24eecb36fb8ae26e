import type { Db } from '../../db/index.server';

const shelfSize = 8;

function published(db: Db) {
  return db.selectFrom('products').select('id').where('status', '=', 'publish').where('type', 'in', ['simple', 'variable']);
}

const ids = (rows: { id: number }[]) => rows.map((r) => r.id);

/** The ids for the home page's three product rows: featured, on sale and newest. */
export async function loadHomeShelves(db: Db): Promise<{ featured: number[]; onSale: number[]; newest: number[] }> {
  const variationsOnSale = db
    .selectFrom('products')
    .select('parent_id')
    .where('type', '=', 'variation')
    .where('status', '=', 'publish')
    .where((eb) => eb('sale_price', '<', eb.ref('regular_price')));
  const [featured, onSale, newest] = await Promise.all([
    published(db).where('featured', '=', 1).orderBy('menu_order').orderBy('id').limit(shelfSize).execute(),
    published(db)
      .where((eb) => eb.or([eb('sale_price', '<', eb.ref('regular_price')), eb('id', 'in', variationsOnSale)]))
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(shelfSize)
      .execute(),
    published(db).orderBy('created_at', 'desc').orderBy('id', 'desc').limit(shelfSize).execute(),
  ]);
  return { featured: ids(featured), onSale: ids(onSale), newest: ids(newest) };
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
