import type { Db } from '../../db/index.server';
import { prepared } from '../../db/prepared.server';
import './tables';

const reviewRows = prepared((db: Db, { productId }: { productId: number }) =>
  db
    .selectFrom('reviews')
    .select(['id', 'parent_id', 'author', 'content', 'rating', 'verified', 'created_at'])
    .where('product_id', '=', productId)
    .where('status', '=', 'approved')
    .orderBy('created_at')
    .orderBy('id'),
);

/** Approved reviews and replies of a product, oldest first. */
export const approvedReviews = (db: Db, productId: number) => reviewRows(db, { productId });

export type ReviewRow = Awaited<ReturnType<typeof approvedReviews>>[number];
