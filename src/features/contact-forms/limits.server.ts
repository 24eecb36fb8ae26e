import type { RateLimit } from '../../server/rate-limit.server';

// The contact forms' limits, counted in `rate_events` by takeFromLimit like the shop's others (decision 022).

/** Stored submissions and wrong CAPTCHA answers per address (by rateLimitKey): the form settings' count and minutes (decisions 033, 083). */
export const submissionsPerAddress = (max: number, windowMs: number): RateLimit => ({ kind: 'contact-form', max, windowMs });

/**
 * The visitor's copy (Mail (2)) per recipient's inbox (mailboxOf) a day, whoever typed the address: a stranger
 * cannot aim the shop's mail at someone. Past it only the copy is left out; the shop's own Mail still goes.
 */
export const copiesPerRecipient: RateLimit = { kind: 'contact-form-copy', max: 3, windowMs: 86_400_000 };
