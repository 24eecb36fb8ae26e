import { z } from 'zod';
import { maxId, parseId, parseWholeNumber } from '../../lib/request-numbers';
import { oneLine, visibleLines } from '../../lib/visible-text';
import { reviewFields as f, reviewLimits as limit } from './review-fields';

export interface ReviewInput {
  productId: number;
  parentId: number | null;
  rating: number | null;
  author: string;
  email: string;
  content: string;
}

// Others read the name and text (pages, the shop's mail): nothing hidden is kept, and the name is one line, so it
// cannot forge the mail's lines below it. Lengths count what is kept.
const shape = z.object({
  // As the stars and the select send it: one digit, never ' 3', '3.0' or '0x3'.
  rating: z.union([z.literal(''), z.string().regex(/^[1-5]$/).transform(Number)]).transform((r) => (r === '' ? null : r)),
  author: z.string().transform(oneLine).pipe(z.string().min(1).max(limit.author)),
  email: z.string().trim().max(limit.email).pipe(z.email()),
  content: z.string().transform(visibleLines).pipe(z.string().min(limit.commentMin).max(limit.comment)),
});

/**
 * Reads a posted review; a signed-in customer's name and e-mail come from their account, not the form. `undefined`
 * when anything is missing (or only invisible), too long or malformed (the rating, when given, is an integer 1–5: spec 5.1).
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
