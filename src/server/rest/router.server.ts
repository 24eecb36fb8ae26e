import { Hono } from 'hono';
import * as vi from '../../lib/messages/index';
import type { AppEnv } from '../shop.server';
import { restError } from './errors.server';
import { personalAnswer, restCaller } from './rest-user.server';

/**
 * The `/wp-json/` router the features register on (issue 13). Before any route: a signed-in user's stale or foreign
 * nonce answers 403 `rest_cookie_invalid_nonce`, which the browser helper takes as "refresh the nonce and retry";
 * after it, a signed-in caller's answer is `private, no-store`.
 */
export function restRouter(): Hono<AppEnv> {
  const rest = new Hono<AppEnv>();
  rest.use('*', async (c, next) => {
    const caller = await restCaller(c);
    if (caller === 'stale') return restError(c, 403, 'rest_cookie_invalid_nonce', vi.rest.invalidNonce);
    await next();
    // An answer for a signed-in user is about them: no cache, shared or not, may keep it.
    if (caller !== null) c.res.headers.set('Cache-Control', personalAnswer);
  });
  return rest;
}
