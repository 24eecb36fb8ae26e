import type { Db } from '../../db/index.server';
import * as q from './queries.server';

/**
 * Login rate limits, kept in the database so every process sees the same counts (decision 022). Per address: at
 * most 20 failures in any 15 minutes. Per e-mail there is no lockout an attacker could renew: after 5 failures
 * each further attempt waits 1 s after the last failure, doubling to at most 60 s, and a device the account
 * logged in from before waits not at all. An attempt is written BEFORE the password is checked and taken back when
 * it was right, so parallel guesses count against each other and cannot slip past the limit together.
 */
export const loginLimits = { windowMs: 15 * 60_000, perEmail: 5, perAddress: 20, firstDelayMs: 1000, maxDelayMs: 60_000 } as const;

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
  if (wait === 0) return { allowed: true, id };
  const last = await q.lastLoginAttemptOf(db, email, id);
  const waited = last ? now.getTime() - Date.parse(last) : Infinity;
  return waited >= wait ? { allowed: true, id } : refuse(wait - waited);
}

/** The password was right: this attempt and the e-mail's earlier failures no longer count. */
export async function loginSucceeded(db: Db, email: string, ticket: { id: number }): Promise<void> {
  await q.deleteLoginAttempt(db, ticket.id);
  await q.deleteLoginAttemptsFor(db, email);
}
