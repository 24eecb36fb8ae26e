import { createHmac, timingSafeEqual } from 'node:crypto';
import { readSession } from './session.server';
import type { ShopContext } from './shop.server';

/**
 * Nonces (decision 011): an HMAC of the action, the session and a 12-hour tick. A nonce is good during the tick it
 * was made in and the next one, so it lives 12 to 24 hours, and only for the session it was made for.
 */
const tickMs = 12 * 3_600_000;
const nonceLength = 20;
const noncePattern = new RegExp(`^[0-9a-f]{${nonceLength}}$`);

export function nonceTick(now: number): number {
  return Math.ceil(now / tickMs);
}

// A page asks for several nonces, and every visitor without a session gets the same ones for 12 hours: each is
// computed once and remembered (a bounded number of them), not hashed anew on every request. A process has one
// secret, so the memo is keyed without it (decision 061) and starts over if another secret comes.
const made = new Map<string, string>();
let madeWith = '';
const remembered = 5000;

export function makeNonce(secret: string, action: string, sessionId: string, tick: number): string {
  if (secret !== madeWith) {
    made.clear();
    madeWith = secret;
  }
  const input = `${action}|${sessionId}|${tick}`;
  let nonce = made.get(input);
  if (nonce === undefined) {
    nonce = createHmac('sha256', secret).update(input).digest('hex').slice(0, nonceLength);
    if (made.size >= remembered) made.clear();
    made.set(input, nonce);
  }
  return nonce;
}

/** Whether the nonce was made for this action and session in the current or the previous tick. */
export function checkNonce(secret: string, action: string, sessionId: string, nonce: string | null | undefined, now: number): boolean {
  if (!nonce || !noncePattern.test(nonce)) return false;
  const given = Buffer.from(nonce);
  const tick = nonceTick(now);
  return [tick, tick - 1].some((t) => timingSafeEqual(Buffer.from(makeNonce(secret, action, sessionId, t)), given));
}

/** A nonce for the action, bound to the request's session; one made without a session is never accepted (see verifyNonce). */
export async function createNonce(c: ShopContext, action: string): Promise<string> {
  const session = await readSession(c);
  return makeNonce(c.get('deps').config.sessionSecret, action, session?.id ?? '', nonceTick(Date.now()));
}

/**
 * Whether the nonce was made for this action and the request's session; without a session none is good (decision
 * 020), except for calls that may open one (`beforeSession`: a first wishlist add, quick buy), which accept the
 * nonce every visitor without a session gets (also once one began), as add to cart needs none; the same-site check
 * guards them.
 */
export async function verifyNonce(c: ShopContext, action: string, nonce: string | null | undefined, opts: { beforeSession?: boolean } = {}): Promise<boolean> {
  const session = await readSession(c);
  const secret = c.get('deps').config.sessionSecret;
  if (session !== undefined && checkNonce(secret, action, session.id, nonce, Date.now())) return true;
  // The page may have been drawn before its session began (an ajax add to cart since, or the page cache).
  return opts.beforeSession === true && checkNonce(secret, action, '', nonce, Date.now());
}
