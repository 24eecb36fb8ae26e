import type { Transaction } from 'kysely';
import type { Schema } from '../schema';
import { insertReturningIds, insertRows } from './batch.server';
import { hoursAgo } from './clock.server';
import { reviewers, reviewTexts, shopName, shopReplies } from './demo/reviews.server';
import type { Random } from './random.server';

export interface PlannedReview {
  author: string;
  content: string;
  rating: number;
  verified: boolean;
  approved: boolean;
  hoursAgo: number;
  reply?: string;
}

// Mostly 4 and 5 stars, now and then a poor one.
const ratings = [5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 4, 4, 4, 4, 4, 4, 4, 3, 3, 2, 1];

/**
 * 2–6 reviews on most products (mostly 4–5 stars), written after the product came out, a few held for
 * moderation, some answered by the shop. `ageDays` is how long ago each product was added.
 */
export function planReviews(random: Random, ageDays: number[]): PlannedReview[][] {
  return ageDays.map((age, index) => {
    if (index % 7 === 3 || age < 10) return [];
    const count = random.int(2, 6);
    return Array.from({ length: count }, (): PlannedReview => {
      const rating = random.pick(ratings);
      const texts = reviewTexts[rating] ?? [];
      return {
        author: random.pick(reviewers),
        content: random.pick(texts),
        rating,
        verified: random.chance(0.7),
        approved: !random.chance(0.04),
        hoursAgo: random.int(12, 24 * (age - 1)),
        reply: rating <= 3 || random.chance(0.15) ? shopReplies[rating <= 3 ? 1 + (rating % 2) : 0] : undefined,
      };
    });
  });
}

/** Average (two decimals) and count of the approved, rated reviews: what products.average_rating holds. */
export function ratingStats(reviews: PlannedReview[]): { average: number; count: number } {
  const rated = reviews.filter((r) => r.approved);
  if (rated.length === 0) return { average: 0, count: 0 };
  const sum = rated.reduce((total, r) => total + r.rating, 0);
  return { average: Math.round((sum / rated.length) * 100) / 100, count: rated.length };
}

function email(author: string): string {
  const ascii = author.normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/[đĐ]/g, 'd');
  return `${ascii.toLowerCase().replace(/\s+/g, '.')}@example.vn`;
}

export async function insertReviews(trx: Transaction<Schema>, planned: PlannedReview[][], productIds: number[]): Promise<void> {
  const all = planned.flatMap((reviews, i) => reviews.map((review) => ({ review, productId: productIds[i] as number })));
  const ids = await insertReturningIds(
    trx,
    'reviews',
    all.map(({ review, productId }) => ({
      product_id: productId,
      parent_id: null,
      author: review.author,
      email: email(review.author),
      content: review.content,
      rating: review.rating,
      verified: review.verified ? 1 : 0,
      status: review.approved ? 'approved' : 'hold',
      created_at: hoursAgo(review.hoursAgo),
    })),
  );
  const replies = all.flatMap(({ review, productId }, i) =>
    review.reply && review.approved
      ? [{
          product_id: productId,
          parent_id: ids[i] as number,
          author: shopName,
          email: 'hotro@cuahangviet.vn',
          content: review.reply,
          rating: null,
          verified: 0,
          status: 'approved',
          created_at: hoursAgo(review.hoursAgo - 6),
        }]
      : [],
  );
  await insertRows(trx, 'reviews', replies);
}
