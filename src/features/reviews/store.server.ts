import { sql } from 'kysely';
import { dialectOf } from '../../db/dialect.server';
import type { Db } from '../../db/index.server';
import { replyFits } from './reply-depth.server';
import type { ReviewInput } from './review-input';

/** The published product (not a variation) a review is posted to, by its slug. */
export function reviewableProduct(db: Db, slug: string) {
  return db.selectFrom('products').select(['id', 'slug', 'name']).where('slug', '=', slug).where('status', '=', 'publish').where('type', '!=', 'variation').executeTakeFirst();
}

/** An approved review or reply of the product, the only kind that may be answered. */
function approvedReview(db: Db, productId: number, id: number) {
  if (!Number.isSafeInteger(id) || id <= 0) return Promise.resolve(undefined);
  return db.selectFrom('reviews').select(['id', 'author']).where('id', '=', id).where('product_id', '=', productId).where('status', '=', 'approved').executeTakeFirst();
}

/** The review an approved review answers, as the page threads it (`replyFits`). */
const approvedParentOf = (db: Db) => async (id: number) =>
  (await db.selectFrom('reviews').select('parent_id').where('id', '=', id).where('status', '=', 'approved').executeTakeFirst())?.parent_id ?? null;

/** An approved review of the product that a reply may still go under: not at the deepest level. */
export async function answerableReview(db: Db, productId: number, id: number) {
  const review = await approvedReview(db, productId, id);
  return review && (await replyFits(approvedParentOf(db), id)) ? review : undefined;
}

/**
 * Whether the reviewer is signed in and their own account's orders include a completed one of the product (or of
 * one of its variations). A typed e-mail proves nothing (anyone can type a buyer's), so a guest is never verified.
 */
export async function isVerifiedOwner(db: Db, productId: number, userId: number | null): Promise<boolean> {
  if (userId === null) return false;
  const row = await db
    .selectFrom('orders')
    .innerJoin('order_lines', 'order_lines.order_id', 'orders.id')
    .select('orders.id')
    .where('orders.status', '=', 'completed')
    .where('order_lines.product_id', '=', productId)
    .where('orders.user_id', '=', userId)
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

/**
 * Stores the review unless the same person's same text is there by now, looked at again once the product is locked:
 * of two such posts at once (a double click, a script) one is stored and the other is a duplicate.
 */
export async function storeNewReview(trx: Db, input: ReviewInput, status: 'pending' | 'approved', verified: boolean): Promise<number | undefined> {
  await lockProduct(trx, input.productId);
  return (await isDuplicate(trx, input)) ? undefined : storeReview(trx, input, status, verified);
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

/**
 * Average and count of the approved, rated reviews only (pending and spam ones never count), inside the transaction
 * that changed a review (decision 065). The product row is locked first: two such transactions at once (PostgreSQL)
 * then count one after the other, the second after the first's commit, so neither writes a count that misses the
 * other's review. `no key update`, the lock the write below takes anyway, does not wait on the key-share lock a new
 * review's foreign key holds, so two posts at once do not deadlock. SQLite's transaction already holds the one
 * write lock.
 */
export async function recomputeRating(db: Db, productId: number): Promise<void> {
  await lockProduct(db, productId);
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

async function lockProduct(trx: Db, productId: number): Promise<void> {
  if (dialectOf(trx) === 'postgres') await trx.selectFrom('products').select('id').where('id', '=', productId).forNoKeyUpdate().execute();
}
