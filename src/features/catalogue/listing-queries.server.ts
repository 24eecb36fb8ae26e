import type { SelectQueryBuilder } from 'kysely';
import type { Db } from '../../db/index.server';
import { rememberFor } from '../../lib/remember.server';
import type { Schema } from '../../db/schema';
import type { CategoryNode } from './category-tree';
import type { ListingOrder } from './listing-order';

type ProductQuery = SelectQueryBuilder<Schema, 'products', object>;

export interface ListingFilter {
  /** Products in any of these categories; all published products when absent. */
  categoryIds?: number[];
}

/** Every category (a shop has tens, not thousands), in menu order. */
export async function loadCategories(db: Db): Promise<CategoryNode[]> {
  const rows = await db
    .selectFrom('categories')
    .select(['id', 'parent_id', 'slug', 'name', 'description', 'image_id'])
    .orderBy('menu_order')
    .orderBy('name')
    .orderBy('id')
    .execute();
  return rows.map((r) => ({ id: r.id, parentId: r.parent_id, slug: r.slug, name: r.name, description: r.description, imageId: r.image_id }));
}

/** Top-level categories, for the search box's category filter. */
export function topCategories(db: Db): Promise<{ slug: string; name: string }[]> {
  return db.selectFrom('categories').select(['slug', 'name']).where('parent_id', 'is', null).orderBy('menu_order').orderBy('name').execute();
}

function listed(db: Db, filter: ListingFilter): ProductQuery {
  let query = db.selectFrom('products').where('status', '=', 'publish').where('type', 'in', ['simple', 'variable']);
  if (filter.categoryIds) {
    const inCategories = db.selectFrom('product_categories').select('product_id').where('category_id', 'in', filter.categoryIds);
    query = query.where('id', 'in', inCategories);
  }
  return query;
}

// Each order ends on the id, so equal keys keep one order across pages and databases. The default order's
// name key is the folded name (search_text starts with it), which sorts alike on SQLite and PostgreSQL.
function sorted<O>(query: SelectQueryBuilder<Schema, 'products', O>, orderby: ListingOrder): SelectQueryBuilder<Schema, 'products', O> {
  switch (orderby) {
    case 'popularity':
      return query.orderBy('total_sales', 'desc').orderBy('id', 'desc');
    case 'rating':
      return query.orderBy('average_rating', 'desc').orderBy('rating_count', 'desc').orderBy('id', 'desc');
    case 'date':
      return query.orderBy('created_at', 'desc').orderBy('id', 'desc');
    case 'price':
      return query.orderBy('price', (ob) => ob.asc().nullsLast()).orderBy('id', 'asc');
    case 'price-desc':
      return query.orderBy('price', (ob) => ob.desc().nullsLast()).orderBy('id', 'desc');
    case 'menu_order':
      return query.orderBy('menu_order', 'asc').orderBy('search_text', 'asc').orderBy('id', 'asc');
  }
}

// Counting scans the whole listing; a count a few seconds old is good enough for 'showing 1–12 of N'.
export const countListing = rememberFor(10_000, 500, async (db: Db, filter: ListingFilter): Promise<number> => {
  const row = await listed(db, filter)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
});

/** The ids of one page of the listing, in its order. */
export async function listingPageIds(db: Db, filter: ListingFilter, orderby: ListingOrder, offset: number, limit: number): Promise<number[]> {
  const rows = await sorted(listed(db, filter).select('id'), orderby).limit(limit).offset(offset).execute();
  return rows.map((r) => r.id);
}
