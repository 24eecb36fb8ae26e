import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Db } from '../../db/index.server';

export type ModeratedKind = 'review' | 'comment';

/** The link the author follows back to see their pending review or comment (only they know the hash). */
export function moderationHash(secret: string, id: number, kind: ModeratedKind = 'review'): string {
  return createHmac('sha256', secret).update(`${kind}-moderation:${id}`).digest('hex').slice(0, 32);
}

/** The id named by `?unapproved=&moderation-hash=` when the hash is right for it, else undefined. */
export function moderatedId(secret: string, kind: ModeratedKind, query: URLSearchParams): number | undefined {
  const id = Number(query.get('unapproved'));
  const given = query.get('moderation-hash') ?? '';
  if (!Number.isInteger(id) || id <= 0) return undefined;
  // Compared as bytes: 32 characters outside ASCII are more than 32 bytes, which timingSafeEqual throws on.
  const [givenBytes, expected] = [Buffer.from(given), Buffer.from(moderationHash(secret, id, kind))];
  return givenBytes.length === expected.length && timingSafeEqual(givenBytes, expected) ? id : undefined;
}

/** The pending review named by the link, when the hash is right and it belongs to the product. */
export async function pendingReviewFor(db: Db, secret: string, productId: number, query: URLSearchParams) {
  const id = moderatedId(secret, 'review', query);
  if (id === undefined) return undefined;
  return db
    .selectFrom('reviews')
    .select(['id', 'parent_id', 'author', 'content', 'rating', 'verified', 'created_at'])
    .where('id', '=', id)
    .where('product_id', '=', productId)
    .where('status', '=', 'pending')
    .executeTakeFirst();
}
