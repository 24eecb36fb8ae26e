import type { Db } from '../../db/index.server';
import { takeFromLimit, type RateLimit } from '../../server/rate-limit.server';
import * as q from './queries.server';

/**
 * Login rate limits, kept in the database so every process sees the same counts (decision 022). Per address: at
 * most 20 failures in any 15 minutes, and 30 password checks of any outcome in 10 minutes (`passwordChecks`). Per e-mail there is no lockout an attacker could renew: after 5 failures
 * each further attempt waits 1 s after the last failure, doubling to at most 60 s, and a device the account
 * logged in from before waits not at all. An attempt is written BEFORE the password is checked and taken back when
 * it was right, so parallel guesses count against each other and cannot slip past the limit together.
 */
export const loginLimits = { windowMs: 15 * 60_000, perEmail: 5, perAddress: 20, firstDelayMs: 1000, maxDelayMs: 60_000 } as const;

/**
 * Every attempt let through to the password check, right or wrong, per address: a right password forgives the
 * failures above, so without this one visitor with an account could keep the two hashing slots busy for every shopper.
 */
export const passwordChecks: RateLimit = { kind: 'login', max: 30, windowMs: 10 * 60_000 };

export type AttemptTicket = { allowed: true; id: number } | { allowed: false; retryAfterMs: number };

/** The wait after the last failure once an e-mail has `failures` in the window: none before the fifth. */
export function accountDelayMs(failures: number): number {
  if (failures < loginLimits.perEmail) return 0;
  return Math.min(loginLimits.maxDelayMs, loginLimits.firstDelayMs * 2 ** (failures - loginLimits.perEmail));
}

/** Opens an attempt for the e-mail from the address; refused (and not counted) while a limit holds. */
export async function beginLoginAttempt(db: Db, email: string, ip: string, now = new Date(), knownDevice = false): Promise<AttemptTicket> {
  const since = new Date(now.getTime() - loginLimits.windowMs);
  await q.deleteLoginAttemptsBefore(db, since);
  const id = await q.insertLoginAttempt(db, email, ip, now);
  const counts = await q.countLoginAttempts(db, email, ip, since);
  const refuse = async (retryAfterMs: number): Promise<AttemptTicket> => {
    await q.deleteLoginAttempt(db, id);
    return { allowed: false, retryAfterMs };
  };
  if (counts.ip > loginLimits.perAddress) return refuse(loginLimits.windowMs);
  const wait = knownDevice ? 0 : accountDelayMs(counts.email - 1);
  if (wait > 0) {
    const last = await q.lastLoginAttemptOf(db, email, id);
    const waited = last ? now.getTime() - Date.parse(last) : Infinity;
    if (waited < wait) return refuse(wait - waited);
  }
  // Counted last, so an attempt the limits above refuse (and that hashes nothing) uses none of the address's checks.
  return (await takeFromLimit(db, passwordChecks, ip, now)) ? { allowed: true, id } : refuse(passwordChecks.windowMs);
}

/** The password was right: this attempt and the e-mail's earlier failures no longer count. */
export async function loginSucceeded(db: Db, email: string, ticket: { id: number }): Promise<void> {
  await q.deleteLoginAttempt(db, ticket.id);
  await q.deleteLoginAttemptsFor(db, email);
}
