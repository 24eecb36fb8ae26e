import type { Db } from '../../db/index.server';
import { prepared } from '../../db/prepared.server';
import { rememberedPerProduct } from '../../server/product-memo.server';
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

// Migration 015's triggers log a product when one of its reviews is or was approved, so they go with it (decision 070).
const keptReviews = rememberedPerProduct(
  async (db: Db, id: number | string) => ({ productId: Number(id), rows: await reviewRows(db, { productId: Number(id) }) }),
  (answer) => answer.productId,
);

/** Approved reviews and replies of a product, oldest first; frozen, as every request shares them. */
export const approvedReviews = async (db: Db, productId: number) => (await keptReviews(db, productId)).rows;

export type ReviewRow = Awaited<ReturnType<typeof approvedReviews>>[number];
