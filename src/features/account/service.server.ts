import type { Db } from '../../db/index.server';
import type { LoginInput, RegisterInput } from './account-input.server';
import { beginLoginAttempt, loginSucceeded } from './login-throttle.server';
import { hashPassword, unknownAccountHash, verifyPassword } from './password.server';
import * as q from './queries.server';

export type LoginResult = { ok: true; userId: number } | { ok: false; reason: 'wrong' } | { ok: false; reason: 'blocked'; retryAfterMs: number };

/** Checks an e-mail and password within the login limits; an unknown e-mail costs as much time as a wrong password. */
export async function authenticate(db: Db, input: LoginInput, ip: string, knownDevice = false): Promise<LoginResult> {
  const ticket = await beginLoginAttempt(db, input.username, ip, new Date(), knownDevice);
  if (!ticket.allowed) return { ok: false, reason: 'blocked', retryAfterMs: ticket.retryAfterMs };
  const user = await q.findUserByEmail(db, input.username);
  const matches = await verifyPassword(input.password, user?.password_hash ?? unknownAccountHash);
  if (!user || !matches) return { ok: false, reason: 'wrong' };
  await loginSucceeded(db, input.username, ticket);
  return { ok: true, userId: user.id };
}

export type RegisterResult = { ok: true; userId: number } | { ok: false; reason: 'taken' };

/** Opens an account; the e-mail's uniqueness is the database's to keep, so two sign-ups at once cannot both win. */
export async function register(db: Db, input: RegisterInput): Promise<RegisterResult> {
  if (await q.findUserByEmail(db, input.email)) return { ok: false, reason: 'taken' };
  const passwordHash = await hashPassword(input.password);
  try {
    return { ok: true, userId: await q.insertUser(db, { email: input.email, passwordHash, displayName: input.display_name, phone: input.phone }) };
  } catch (error) {
    if (await q.findUserByEmail(db, input.email)) return { ok: false, reason: 'taken' };
    throw error;
  }
}

export function findCustomer(db: Db, userId: number) {
  return q.findUserById(db, userId);
}
