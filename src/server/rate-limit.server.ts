import { sql } from 'kysely';
import { dialectOf } from '../db/id-list.server';
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
    /** Product reviews per address, counted after the spam and duplicate checks pass. */
    reviews: { kind: 'review', max: config.limits.reviewsPerHour, windowMs: 3_600_000 },
    /** Blog comments per address: as many as reviews (LIMIT_REVIEWS_PER_HOUR), counted apart from them. */
    comments: { kind: 'comment', max: config.limits.reviewsPerHour, windowMs: 3_600_000 },
  }) satisfies Record<string, RateLimit>;

/**
 * Counts one request against the limit and says whether it is within it (decision 022), in one transaction (the
 * caller's, when it passes one, so the count commits or rolls back with its order). Rows older than the window are
 * deleted as we go.
 */
export async function takeFromLimit(db: Db, limit: RateLimit, subject: string, now = new Date()): Promise<boolean> {
  if (db.isTransaction) return countAndTake(db, limit, subject, now);
  return db.transaction().execute((trx) => countAndTake(trx, limit, subject, now));
}

/** Whether the subject has room under the limit now, counting nothing: a cheap read-only refusal before heavier work. */
export async function roomLeft(db: Db, limit: RateLimit, subject: string, now = new Date()): Promise<boolean> {
  return (await countInWindow(db, limit, subject, windowStart(limit, now))) < limit.max;
}

const windowStart = (limit: RateLimit, now: Date) => new Date(now.getTime() - limit.windowMs).toISOString();

async function countInWindow(db: Db, limit: RateLimit, subject: string, since: string): Promise<number> {
  const { n } = await db
    .selectFrom('rate_events')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('kind', '=', limit.kind)
    .where('subject', '=', subject)
    .where('at', '>', since)
    .executeTakeFirstOrThrow();
  return Number(n);
}

async function countAndTake(trx: Db, limit: RateLimit, subject: string, now: Date): Promise<boolean> {
  // PostgreSQL transactions never see each other's uncommitted rows: one subject's counts wait for each other here.
  // (SQLite's first write below already holds the database's one write lock until commit.)
  if (dialectOf(trx) === 'postgres') await sql`select pg_advisory_xact_lock(hashtextextended(${`${limit.kind}:${subject}`}, 0))`.execute(trx);
  const since = windowStart(limit, now);
  await trx.deleteFrom('rate_events').where('kind', '=', limit.kind).where('at', '<=', since).execute();
  const { id } = await trx.insertInto('rate_events').values({ kind: limit.kind, subject, at: now.toISOString() }).returning('id').executeTakeFirstOrThrow();
  if ((await countInWindow(trx, limit, subject, since)) <= limit.max) return true;
  await trx.deleteFrom('rate_events').where('id', '=', id).execute();
  return false;
}

/** Thrown where a limit refuses deep inside a request; the app answers it with 429 (src/app/app.server.tsx). */
export class RateLimited extends Error {
  constructor(readonly kind: string) {
    super(`rate limit ${kind}`);
  }
}
