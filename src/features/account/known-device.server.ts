import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { getCookie, setCookie } from 'hono/cookie';
import { isSecureRequest } from '../../server/session.server';
import type { ShopContext } from '../../server/shop.server';

/**
 * A device an account logged in from (decision 022): a signed cookie naming the e-mail, so its owner never waits out
 * the per-account delay that strangers' wrong guesses put on the account. It opens nothing by itself.
 */
const cookieName = 'shop_known_device';
const yearSeconds = 365 * 24 * 3600;

const mac = (secret: string, email: string, id: string) => createHmac('sha256', secret).update(`known-device|${email}|${id}`).digest('base64url');

export function isKnownDevice(c: ShopContext, email: string): boolean {
  const [id = '', given = ''] = (getCookie(c, cookieName) ?? '').split('.');
  if (!/^[A-Za-z0-9_-]{22}$/.test(id)) return false;
  const expected = Buffer.from(mac(c.get('deps').config.sessionSecret, email, id));
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

export function rememberDevice(c: ShopContext, email: string): void {
  const id = randomBytes(16).toString('base64url');
  const value = `${id}.${mac(c.get('deps').config.sessionSecret, email, id)}`;
  setCookie(c, cookieName, value, { path: '/', httpOnly: true, sameSite: 'Lax', secure: isSecureRequest(c), maxAge: yearSeconds });
}
