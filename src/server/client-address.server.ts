import { getConnInfo } from '@hono/node-server/conninfo';
import type { ShopContext } from './shop.server';

/**
 * The address the request came from, for the per-address limits (decision 022). X-Forwarded-For is believed only with
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
