import { sql } from 'kysely';
import type { Db } from '../../db/index.server';
import type { ReviewInput } from './review-input';

/** The published product (not a variation) a review is posted to, by its slug. */
export function reviewableProduct(db: Db, slug: string) {
  return db.selectFrom('products').select(['id', 'slug', 'name']).where('slug', '=', slug).where('status', '=', 'publish').where('type', '!=', 'variation').executeTakeFirst();
}

/** An approved review or reply of the product, the only kind that may be answered. */
export function approvedReview(db: Db, productId: number, id: number) {
  if (!Number.isSafeInteger(id) || id <= 0) return Promise.resolve(undefined);
  return db.selectFrom('reviews').select(['id', 'author']).where('id', '=', id).where('product_id', '=', productId).where('status', '=', 'approved').executeTakeFirst();
}

/** Whether the reviewer bought the product (or one of its variations) in a completed order, by account or e-mail. */
export async function isVerifiedOwner(db: Db, productId: number, email: string, userId: number | null): Promise<boolean> {
  const row = await db
    .selectFrom('orders')
    .innerJoin('order_lines', 'order_lines.order_id', 'orders.id')
    .select('orders.id')
    .where('orders.status', '=', 'completed')
    .where('order_lines.product_id', '=', productId)
    .where((eb) => (userId === null ? eb('orders.email', '=', email) : eb.or([eb('orders.user_id', '=', userId), eb('orders.email', '=', email)])))
    .executeTakeFirst();
  return row !== undefined;
}

/** Whether the same person already left this text on this product (duplicate detection). */
export async function isDuplicate(db: Db, input: ReviewInput): Promise<boolean> {
  const row = await db
    .selectFrom('reviews')
    .select('id')
    .where('product_id', '=', input.productId)
    .where((eb) => eb.or([eb('email', '=', input.email), eb('author', '=', input.author)]))
    .where('content', '=', input.content)
    .executeTakeFirst();
  return row !== undefined;
}

/** Stores the review and recomputes the product's average and count from its approved top-level reviews. */
export async function storeReview(db: Db, input: ReviewInput, status: 'pending' | 'approved', verified: boolean): Promise<number> {
  const { id } = await db
    .insertInto('reviews')
    .values({
      product_id: input.productId,
      parent_id: input.parentId,
      author: input.author,
      email: input.email,
      content: input.content,
      rating: input.parentId === null ? input.rating : null,
      verified: verified ? 1 : 0,
      status,
      created_at: new Date().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await recomputeRating(db, input.productId);
  return id;
}

/** Average and count of the approved, rated reviews only (pending and spam ones never count). */
export async function recomputeRating(db: Db, productId: number): Promise<void> {
  const { average, count } = await db
    .selectFrom('reviews')
    .select([sql<number | string | null>`avg(rating * 1.0)`.as('average'), (eb) => eb.fn.count<number | string>('rating').as('count')])
    .where('product_id', '=', productId)
    .where('status', '=', 'approved')
    .where('parent_id', 'is', null)
    .where('rating', 'is not', null)
    .executeTakeFirstOrThrow();
  const rounded = Math.round(Number(average ?? 0) * 100) / 100;
  await db.updateTable('products').set({ average_rating: rounded, rating_count: Number(count) }).where('id', '=', productId).execute();
}
