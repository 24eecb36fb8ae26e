import { cms } from '../../lib/contract-names';
import { readSession } from '../session.server';
import { verifyNonce } from '../nonce.server';
import type { ShopContext } from '../shop.server';

/** The nonce action of every REST call (`wpApiSettings.nonce`, the `rest-nonce` refresh). */
export const restNonceAction = 'wp_rest';

/** The Cache-Control of an answer about a signed-in user (their account, their nonce). */
export const personalAnswer = 'private, no-store';

/** Who a REST call speaks for: a signed-in user's id, null for a visitor, or 'stale' for a nonce that is not good. */
export type RestCaller = number | null | 'stale';
const perRequest = new WeakMap<Request, Promise<RestCaller>>();

/**
 * As the ecosystem does: a signed-in user's cookie counts only with a good nonce (`X-WP-Nonce` or `_wpnonce`), so
 * another site's page cannot act for them; without one the call is a visitor's; a stale or foreign one is 'stale'.
 */
export function restCaller(c: ShopContext): Promise<RestCaller> {
  let caller = perRequest.get(c.req.raw);
  if (!caller) {
    caller = (async () => {
      const userId = (await readSession(c))?.user_id ?? null;
      const nonce = c.req.header(cms.nonceHeader) ?? c.req.query('_wpnonce');
      if (userId === null || nonce === undefined) return null;
      return (await verifyNonce(c, restNonceAction, nonce)) ? userId : 'stale';
    })();
    perRequest.set(c.req.raw, caller);
  }
  return caller;
}

/** The signed-in user a REST route acts for (after the router refused stale nonces), or null. */
export async function restUserId(c: ShopContext): Promise<number | null> {
  const caller = await restCaller(c);
  return typeof caller === 'number' ? caller : null;
}
