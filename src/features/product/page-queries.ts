import type { Db } from '../../db/index';
import { rememberFor } from '../../lib/remember';

export function allCategories(db: Db) {
  return db.selectFrom('categories').select(['id', 'parent_id', 'slug', 'name']).execute();
}

/** Approved reviews and replies of a product, oldest first. */
export function approvedReviews(db: Db, productId: number) {
  return db
    .selectFrom('reviews')
    .select(['id', 'parent_id', 'author', 'content', 'rating', 'verified', 'created_at'])
    .where('product_id', '=', productId)
    .where('status', '=', 'approved')
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

export type ReviewRow = Awaited<ReturnType<typeof approvedReviews>>[number];

/**
 * Published products sharing the most categories with this one, best sellers first. The grouping scans
 * whole categories, so answers are kept for ten minutes.
 */
export const relatedProductIds = rememberFor(10 * 60_000, 5000, async (db: Db, productId: number, categoryIds: number[], limit: number): Promise<number[]> => {
  if (!categoryIds.length) return [];
  const rows = await db
    .selectFrom('product_categories')
    .innerJoin('products', 'products.id', 'product_categories.product_id')
    .select((eb) => ['products.id', eb.fn.countAll<number>().as('shared')])
    .where('product_categories.category_id', 'in', categoryIds)
    .where('products.id', '!=', productId)
    .where('products.status', '=', 'publish')
    .where('products.type', 'in', ['simple', 'variable'])
    .groupBy(['products.id', 'products.total_sales'])
    .orderBy('shared', 'desc')
    .orderBy('products.total_sales', 'desc')
    .orderBy('products.id')
    .limit(limit)
    .execute();
  return rows.map((r) => r.id);
});
