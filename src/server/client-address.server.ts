import { getConnInfo } from '@hono/node-server/conninfo';
import type { ShopContext } from './shop.server';

/**
 * The address the request came from (decision 022). X-Forwarded-For is believed only with
 * TRUST_PROXY=1 (anyone can send it), and then only its last entry: the one our own proxy added. Requests made
 * without a socket (tests through app.request) count as one address.
 */
export function clientAddress(c: ShopContext): string {
  if (c.get('deps').config.trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',').at(-1)?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

/** The key every per-address limit counts a visitor under (decision 022): see `rateLimitKey`. */
export const limitAddress = (c: ShopContext): string => rateLimitKey(clientAddress(c));

function ipv6Groups(address: string): string[] | undefined {
  const [head = '', tail, extra] = address.toLowerCase().split('::');
  if (extra !== undefined) return undefined;
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const missing = 8 - left.length - right.length;
  if (tail === undefined ? missing !== 0 : missing < 1) return undefined;
  return [...left, ...Array<string>(tail === undefined ? 0 : missing).fill('0'), ...right];
}

/**
 * The key one limit counts under: an IPv4 address as it is, an IPv6 address by its /64 network, since one
 * home or phone line gets a whole /64 and could otherwise change address for every message.
 */
export function rateLimitKey(address: string): string {
  const mapped = /^::ffff:(\d{1,3}(\.\d{1,3}){3})$/i.exec(address);
  if (mapped) return mapped[1]!;
  if (!address.includes(':')) return address;
  const groups = ipv6Groups(address.replace(/%.*$/, ''));
  return groups ? `${groups.slice(0, 4).map((g) => g.replace(/^0+(?=.)/, '')).join(':')}::/64` : address;
}
