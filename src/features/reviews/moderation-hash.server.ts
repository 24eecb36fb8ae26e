import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Db } from '../../db/index.server';

/** The link the author follows back to see their pending review (only they know the hash). */
export function moderationHash(secret: string, reviewId: number): string {
  return createHmac('sha256', secret).update(`review-moderation:${reviewId}`).digest('hex').slice(0, 32);
}

/** The pending review named by `?unapproved=&moderation-hash=`, when the hash is right and it belongs to the product. */
export async function pendingReviewFor(db: Db, secret: string, productId: number, query: URLSearchParams) {
  const id = Number(query.get('unapproved'));
  const given = query.get('moderation-hash') ?? '';
  if (!Number.isInteger(id) || id <= 0) return undefined;
  const expected = moderationHash(secret, id);
  if (given.length !== expected.length || !timingSafeEqual(Buffer.from(given), Buffer.from(expected))) return undefined;
  return db
    .selectFrom('reviews')
    .select(['id', 'parent_id', 'author', 'content', 'rating', 'verified', 'created_at'])
    .where('id', '=', id)
    .where('product_id', '=', productId)
    .where('status', '=', 'pending')
    .executeTakeFirst();
}
