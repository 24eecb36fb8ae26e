import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/index.server';
import './tables';

// The account feature's SQL: customers, login attempts, and the sessions a login or logout hands over.

export function findUserByEmail(db: Db, email: string) {
  return db.selectFrom('users').select(['id', 'password_hash']).where('email', '=', email).executeTakeFirst();
}

export function findUserById(db: Db, id: number) {
  return db.selectFrom('users').select(['id', 'email', 'display_name', 'phone']).where('id', '=', id).executeTakeFirst();
}

export async function insertUser(db: Db, user: { email: string; passwordHash: string; displayName: string; phone: string | null }): Promise<number> {
  const row = await db
    .insertInto('users')
    .values({ email: user.email, password_hash: user.passwordHash, display_name: user.displayName, phone: user.phone, created_at: new Date().toISOString() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function insertLoginAttempt(db: Db, email: string, ip: string, at: Date): Promise<number> {
  const row = await db.insertInto('login_attempts').values({ email, ip, attempted_at: at.toISOString() }).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** Attempts after `since` for the e-mail and for the address. */
export async function countLoginAttempts(db: Db, email: string, ip: string, since: Date): Promise<{ email: number; ip: number }> {
  const count = (column: 'email' | 'ip', value: string) =>
    db
      .selectFrom('login_attempts')
      .select((eb) => eb.fn.countAll().as('n'))
      .where(column, '=', value)
      .where('attempted_at', '>', since.toISOString())
      .executeTakeFirstOrThrow()
      .then((r) => Number(r.n));
  const [byEmail, byIp] = await Promise.all([count('email', email), count('ip', ip)]);
  return { email: byEmail, ip: byIp };
}

/** When the e-mail's latest attempt other than `exceptId` was made, if any is in the table. */
export async function lastLoginAttemptOf(db: Db, email: string, exceptId: number): Promise<string | undefined> {
  const row = await db.selectFrom('login_attempts').select('attempted_at').where('email', '=', email).where('id', '!=', exceptId).orderBy('attempted_at', 'desc').limit(1).executeTakeFirst();
  return row?.attempted_at;
}

export async function deleteLoginAttempt(db: Db, id: number): Promise<void> {
  await db.deleteFrom('login_attempts').where('id', '=', id).execute();
}

export async function deleteLoginAttemptsFor(db: Db, email: string): Promise<void> {
  await db.deleteFrom('login_attempts').where('email', '=', email).execute();
}

export async function deleteLoginAttemptsBefore(db: Db, before: Date): Promise<void> {
  await db.deleteFrom('login_attempts').where('attempted_at', '<', before.toISOString()).execute();
}

/** The account's sessions other than `exceptId`: other devices, and the cart kept from the last logout. */
export async function sessionIdsOfUser(db: Db, userId: number, exceptId: string): Promise<string[]> {
  const rows = await db.selectFrom('sessions').select('id').where('user_id', '=', userId).where('id', '!=', exceptId).orderBy('last_seen_at', 'desc').execute();
  return rows.map((r) => r.id);
}

export async function deleteSessions(db: Db, ids: string[]): Promise<void> {
  if (ids.length) await db.deleteFrom('sessions').where('id', 'in', ids).execute();
}

/**
 * A session that keeps a logged-out customer's cart for their next login. Its id is random, not the hash of a
 * token anyone was given, so no cookie can ever open it.
 */
export async function insertCartKeeper(db: Db, userId: number, expiresAt: Date): Promise<string> {
  const now = new Date().toISOString();
  const id = randomBytes(32).toString('hex');
  await db.insertInto('sessions').values({ id, user_id: userId, created_at: now, last_seen_at: now, expires_at: expiresAt.toISOString(), notice: null }).execute();
  return id;
}
