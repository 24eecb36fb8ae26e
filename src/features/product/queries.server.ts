import type { Db } from '../../db/index.server';
import './tables';

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
