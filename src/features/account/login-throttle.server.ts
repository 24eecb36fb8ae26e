import type { Db } from '../../db/index.server';
import * as q from './queries.server';

/**
 * Login rate limit, kept in the database so every process sees the same counts: at most 5 failed logins per
 * e-mail and 20 per address in any 15 minutes. An attempt is written BEFORE the password is checked and taken
 * back when it was right, so parallel guesses count against each other and cannot slip past the limit together.
 */
export const loginLimits = { windowMs: 15 * 60_000, perEmail: 5, perAddress: 20 } as const;

export type AttemptTicket = { allowed: true; id: number } | { allowed: false };

/** Opens an attempt for the e-mail from the address; refused (and not counted) once either limit is reached. */
export async function beginLoginAttempt(db: Db, email: string, ip: string, now = new Date()): Promise<AttemptTicket> {
  const since = new Date(now.getTime() - loginLimits.windowMs);
  await q.deleteLoginAttemptsBefore(db, since);
  const id = await q.insertLoginAttempt(db, email, ip, now);
  const counts = await q.countLoginAttempts(db, email, ip, since);
  if (counts.email <= loginLimits.perEmail && counts.ip <= loginLimits.perAddress) return { allowed: true, id };
  await q.deleteLoginAttempt(db, id);
  return { allowed: false };
}

/** The password was right: this attempt and the e-mail's earlier failures no longer count. */
export async function loginSucceeded(db: Db, email: string, ticket: { id: number }): Promise<void> {
  await q.deleteLoginAttempt(db, ticket.id);
  await q.deleteLoginAttemptsFor(db, email);
}
