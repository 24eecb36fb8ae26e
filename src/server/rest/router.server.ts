import { Hono } from 'hono';
import * as vi from '../../lib/messages/index';
import type { AppEnv } from '../shop.server';
import { restError } from './errors.server';
import { restCaller } from './rest-user.server';

/**
 * The `/wp-json/` router the features register on (issue 13). Before any route: a signed-in user's stale or foreign
 * nonce answers 403 `rest_cookie_invalid_nonce`, which the browser helper takes as "refresh the nonce and retry".
 */
export function restRouter(): Hono<AppEnv> {
  const rest = new Hono<AppEnv>();
  rest.use('*', async (c, next) => {
    if ((await restCaller(c)) === 'stale') return restError(c, 403, 'rest_cookie_invalid_nonce', vi.rest.invalidNonce);
    await next();
  });
  return rest;
}
