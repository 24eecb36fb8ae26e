import { createHash, randomBytes } from 'node:crypto';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { Selectable } from 'kysely';
import type { Db } from '../db/index.server';
import type { SessionTable } from './tables';
import { log } from './log.server';
import type { ShopContext } from './shop.server';
import { requestProtocol } from './trusted-host.server';
import { limitAddress } from './client-address.server';
import { addressLimits, RateLimited, takeFromLimit } from './rate-limit.server';

/**
 * Shopper sessions (decision 011). The cookie carries a random token; the database keeps only its SHA-256, so a
 * leaked table opens no session. A session is made only when something must be kept (the first add to
 * cart), so a visitor who only looks writes nothing. It ends after SESSION_IDLE_HOURS without a visit.
 */
export const sessionCookie = 'shop_session';
export type Session = Selectable<SessionTable>;

// Visits within a minute of the last recorded one do not write again.
const touchAfterMs = 60_000;
const tokenPattern = /^[A-Za-z0-9_-]{43}$/;
const perRequest = new WeakMap<Request, Promise<Session | undefined>>();

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const iso = (ms: number) => new Date(ms).toISOString();
const idleMs = (c: ShopContext) => c.get('deps').config.sessionIdleHours * 3_600_000;

/** Cookies get Secure when the request came over HTTPS (as the trusted proxy saw it) or the shop's public address is https. */
export function isSecureRequest(c: ShopContext): boolean {
  return requestProtocol(c) === 'https:' || (c.get('deps').config.publicUrl?.startsWith('https:') ?? false);
}

function issueCookie(c: ShopContext, token: string): void {
  setCookie(c, sessionCookie, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'Lax',
    secure: isSecureRequest(c),
    maxAge: Math.round(idleMs(c) / 1000),
  });
}

async function load(c: ShopContext): Promise<Session | undefined> {
  const token = getCookie(c, sessionCookie);
  if (!token || !tokenPattern.test(token)) return undefined;
  const db = c.get('deps').database.db;
  const row = await db.selectFrom('sessions').selectAll().where('id', '=', hashToken(token)).executeTakeFirst();
  const now = Date.now();
  if (!row || Date.parse(row.expires_at) <= now) return undefined;
  if (now - Date.parse(row.last_seen_at) < touchAfterMs) return row;
  const seen = { last_seen_at: iso(now), expires_at: iso(now + idleMs(c)) };
  await db.updateTable('sessions').set(seen).where('id', '=', row.id).execute();
  issueCookie(c, token);
  return { ...row, ...seen };
}

/** The request's live session, or undefined; read once per request and never created here. */
export function readSession(c: ShopContext): Promise<Session | undefined> {
  let session = perRequest.get(c.req.raw);
  if (!session) {
    session = load(c);
    perRequest.set(c.req.raw, session);
  }
  return session;
}

/** Whether this request found or made a live session: what it rendered is that visitor's own, never to be kept. */
export function sessionFound(c: ShopContext): Promise<boolean> {
  const session = perRequest.get(c.req.raw);
  return session ? session.then((found) => found !== undefined, () => true) : Promise.resolve(false);
}

/** Makes `session` the request's session as read, after a change written to its row. */
export function replaceRequestSession(c: ShopContext, session: Session): void {
  perRequest.set(c.req.raw, Promise.resolve(session));
}

/** The request's session, made (row and cookie) when there is none yet. */
export async function ensureSession(c: ShopContext): Promise<Session> {
  return (await readSession(c)) ?? startSession(c, null);
}

/**
 * A new session with a new token (row and cookie) that becomes the request's session. A login starts one bound to
 * the customer, so a token planted before the login opens nothing after it (session fixation).
 */
export async function startSession(c: ShopContext, userId: number | null): Promise<Session> {
  const db = c.get('deps').database.db;
  const address = limitAddress(c);
  // A visitor's session is bounded per address (decision 022); a login's is bounded by the login limits.
  if (userId === null && !(await takeFromLimit(db, addressLimits(c.get('deps').config).newSessions, address))) throw new RateLimited('new-session');
  const token = randomBytes(32).toString('base64url');
  const now = Date.now();
  const row: Session = { id: hashToken(token), user_id: userId, created_at: iso(now), last_seen_at: iso(now), expires_at: iso(now + idleMs(c)), notice: null };
  await db.insertInto('sessions').values(row).execute();
  issueCookie(c, token);
  perRequest.set(c.req.raw, Promise.resolve(row));
  return row;
}

/** Ends the request's session: its row (and with it its cart) is deleted and the browser told to forget the cookie. */
export async function endSession(c: ShopContext): Promise<void> {
  const session = await readSession(c);
  if (session) await c.get('deps').database.db.deleteFrom('sessions').where('id', '=', session.id).execute();
  if (getCookie(c, sessionCookie) !== undefined) deleteCookie(c, sessionCookie, { path: '/', secure: isSecureRequest(c) });
  perRequest.set(c.req.raw, Promise.resolve(undefined));
}

/** Deletes the sessions that have expired, and with them their carts; returns how many. */
export async function purgeExpiredSessions(db: Db, now = new Date()): Promise<number> {
  const result = await db.deleteFrom('sessions').where('expires_at', '<=', now.toISOString()).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Purges expired sessions every `everyMs` while the process runs; returns the function that stops it. */
export function startSessionPurge(db: Db, everyMs = 3_600_000): () => void {
  const purge = () => purgeExpiredSessions(db).catch((error) => log.error('session-purge', error));
  const timer = setInterval(purge, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
