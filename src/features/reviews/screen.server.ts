import type { Db } from '../../db/index.server';
import { findDisallowed } from '../contact-forms/index.server';
import { isLoopback, takeFromLimit, type RateLimit } from '../../server/rate-limit.server';
import type { ShopSettings } from '../../settings/groups.server';
import { reviewFields } from './review-fields';
import type { ReviewInput } from './review-input';
import { isDuplicate } from './store.server';

export type ReviewRefusal = 'spam' | 'duplicate' | 'too_many';

/** Reviews one address may send per window (decision 040). */
export const reviewLimit: RateLimit = { kind: 'review', max: 5, windowMs: 10 * 60_000 };

/**
 * The spam defences of contact forms, for reviews: the honeypot and the disallowed words refuse as spam; the same
 * text twice is a duplicate; the per-address limit is counted last, so refused posts do not use it up.
 */
export async function screenReview(db: Db, settings: ShopSettings, form: URLSearchParams, input: ReviewInput, address: string): Promise<ReviewRefusal | undefined> {
  if ((form.get(reviewFields.honeypot) ?? '') !== '') return 'spam';
  const words = settings.contactForms.disallowedWords.split('\n').map((w) => w.trim()).filter(Boolean);
  if (findDisallowed([input.author, input.email, input.content], words)) return 'spam';
  if (await isDuplicate(db, input)) return 'duplicate';
  if (!isLoopback(address) && !(await takeFromLimit(db, reviewLimit, address))) return 'too_many';
  return undefined;
}
