import { number, text } from '../setting.server';

export const contactForms = {
  /** Seconds a person needs at least between a form's rendering and its submission; faster is a robot (spam). */
  minFillSeconds: number('contact_min_fill_seconds', 3),
  /** Submissions one address (an IPv6 one by its /64) may send within the window before the next is spam. */
  rateLimitCount: number('contact_rate_limit_count', 5),
  rateLimitMinutes: number('contact_rate_limit_minutes', 10),
  /** Words, one a line, that make a submission spam; compared without marks or case, as whole words. */
  disallowedWords: text('contact_disallowed_words', ''),
};
