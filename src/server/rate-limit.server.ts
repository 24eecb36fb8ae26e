import type { Db } from '../db/index.server';
import type { Config } from '../lib/config.server';

/** A limit: at most `max` counted requests of a kind per subject (an address, a recipient) in `windowMs`. */
export interface RateLimit {
  kind: string;
  max: number;
  windowMs: number;
}

/** The shop's limits per subject (decision 022); the login's own are in the account feature. */
export const shopLimits = {
  /** Abandoned-cart reminders per recipient, whoever typed the address. */
  remindersPerRecipient: { kind: 'reminder', max: 1, windowMs: 24 * 3_600_000 },
} as const satisfies Record<string, RateLimit>;

/** The limits whose numbers come from the configuration (LIMIT_* in the README); loopback is no exception. */
export const addressLimits = (config: Config) =>
  ({
    /** Sessions made for visitors (adds, notices, login forms) per address: bounds the rows a bot can leave. */
    newSessions: { kind: 'new-session', max: config.limits.sessionsPerHour, windowMs: 3_600_000 },
    /** Accounts opened per address. */
    signUps: { kind: 'sign-up', max: config.limits.signUpsPerHour, windowMs: 3_600_000 },
    /** Order confirmations per recipient (not address) from orders without an account: past it only the mail is skipped. */
    confirmationsPerRecipient: { kind: 'order-confirmation', max: config.limits.confirmationsPerHour, windowMs: 3_600_000 },
    /** Quick-buy orders per address: one product, no cart, no account, so a bot could otherwise fill the order list. */
    quickBuyOrders: { kind: 'quick-buy', max: config.limits.quickBuysPerHour, windowMs: 3_600_000 },
  }) satisfies Record<string, RateLimit>;

/**
 * Counts one request against the limit and says whether it is within it (decision 022). The request is written
 * BEFORE counting and taken back when over, so parallel requests count against each other and cannot slip past
 * together. Rows older than the window are deleted as we go.
 */
export async function takeFromLimit(db: Db, limit: RateLimit, subject: string, now = new Date()): Promise<boolean> {
  const since = new Date(now.getTime() - limit.windowMs).toISOString();
  await db.deleteFrom('rate_events').where('kind', '=', limit.kind).where('at', '<=', since).execute();
  const { id } = await db.insertInto('rate_events').values({ kind: limit.kind, subject, at: now.toISOString() }).returning('id').executeTakeFirstOrThrow();
  const { n } = await db
    .selectFrom('rate_events')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('kind', '=', limit.kind)
    .where('subject', '=', subject)
    .where('at', '>', since)
    .executeTakeFirstOrThrow();
  if (Number(n) <= limit.max) return true;
  await db.deleteFrom('rate_events').where('id', '=', id).execute();
  return false;
}

/** Thrown where a limit refuses deep inside a request; the app answers it with 429 (src/app/app.server.tsx). */
export class RateLimited extends Error {
  constructor(readonly kind: string) {
    super(`rate limit ${kind}`);
  }
}

// Reviews (decision 040) still exempt this machine; sessions and sign-ups no longer do (decision 022).
const loopback = /^(127\.|::1$|::ffff:127\.)/;
export const isLoopback = (address: string) => loopback.test(address);
