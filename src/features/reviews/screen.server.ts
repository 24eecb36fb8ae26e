import type { Db } from '../../db/index.server';
import { findDisallowed } from '../../lib/disallowed-words.server';
import { takeFromLimit, type RateLimit } from '../../server/rate-limit.server';
import type { ShopSettings } from '../../settings/groups.server';
import { reviewFields } from './review-fields';
import type { ReviewInput } from './review-input';
import { isDuplicate } from './store.server';

export type CommentRefusal = 'spam' | 'duplicate' | 'too_many';
export type ReviewRefusal = CommentRefusal;

/** What the screening reads of a review or a blog comment, and how it finds this one's duplicate and limit. */
export interface Screened {
  text: { author: string; email: string; content: string };
  isDuplicate: () => Promise<boolean>;
  limit: RateLimit;
}

/**
 * The spam defences of contact forms, for reviews and blog comments (decision 044): the honeypot and the disallowed
 * words refuse as spam; the same text twice is a duplicate; the per-address limit is counted last, so refused posts
 * do not use it up.
 */
export async function screenComment(db: Db, settings: ShopSettings, form: URLSearchParams, screened: Screened, address: string): Promise<CommentRefusal | undefined> {
  if ((form.get(reviewFields.honeypot) ?? '') !== '') return 'spam';
  const words = settings.contactForms.disallowedWords.split('\n').map((w) => w.trim()).filter(Boolean);
  const { author, email, content } = screened.text;
  if (findDisallowed([author, email, content], words)) return 'spam';
  if (await screened.isDuplicate()) return 'duplicate';
  if (!(await takeFromLimit(db, screened.limit, address))) return 'too_many';
  return undefined;
}

export function screenReview(db: Db, settings: ShopSettings, form: URLSearchParams, input: ReviewInput, address: string, limit: RateLimit): Promise<ReviewRefusal | undefined> {
  return screenComment(db, settings, form, { text: input, isDuplicate: () => isDuplicate(db, input), limit }, address);
}
