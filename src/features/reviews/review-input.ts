import { z } from 'zod';
import { maxId, parseId, parseWholeNumber } from '../../lib/request-numbers';
import { reviewFields as f, reviewLimits as limit } from './review-fields';

export interface ReviewInput {
  productId: number;
  parentId: number | null;
  rating: number | null;
  author: string;
  email: string;
  content: string;
}

const text = (max: number, min = 1) => z.string().trim().min(min).max(max);
const shape = z.object({
  rating: z.union([z.literal(''), z.coerce.number().int().min(1).max(5)]).transform((r) => (r === '' ? null : r)),
  author: text(limit.author),
  email: z.string().trim().max(limit.email).pipe(z.email()),
  content: text(limit.comment, limit.commentMin),
});

/**
 * Reads a posted review; a signed-in customer's name and e-mail come from their account, not the form. `undefined`
 * when anything is missing, too long or malformed (the rating, when given, is an integer 1–5: spec 5.1).
 */
export function readReviewInput(form: URLSearchParams, account?: { name: string; email: string }): ReviewInput | undefined {
  // Ids in digits and within the database's integer (PostgreSQL refuses a comparison with 2147483648).
  const productId = parseId(form.get(f.postId));
  const parent = parseWholeNumber(form.get(f.parent) || '0', { min: 0, max: maxId });
  const parsed = shape.safeParse({
    rating: form.get(f.rating) ?? '',
    author: account?.name ?? form.get(f.author) ?? '',
    email: account?.email ?? form.get(f.email) ?? '',
    content: form.get(f.comment) ?? '',
  });
  if (!parsed.success || productId === undefined || parent === undefined) return undefined;
  return { productId, parentId: parent === 0 ? null : parent, ...parsed.data };
}

/** Spec 8.1: with `review_rating_required`, a review needs its stars; a reply to one never carries any. */
export function lacksRequiredRating(input: ReviewInput, ratingRequired: boolean): boolean {
  return ratingRequired && input.parentId === null && input.rating === null;
}
