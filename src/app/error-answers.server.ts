import * as vi from '../lib/messages/index';
import { cms } from '../lib/contract-names';
import { log } from '../server/log.server';
import { RateLimited } from '../server/rate-limit.server';
import { restError } from '../server/rest/errors.server';
import type { ShopContext } from '../server/shop.server';

// Decision 041: every answer under /wp-json/ is a REST error the browser helper can read, even the app-wide ones.
const isRest = (c: ShopContext) => c.req.path.startsWith(cms.restPrefix + '/');

/** A body over the small limit: plain text for forms, the REST shape under /wp-json/. */
export function bodyTooLarge(c: ShopContext): Response {
  if (isRest(c)) return restError(c, 413, 'rest_request_too_large', vi.common.badRequest);
  return c.text(vi.common.badRequest, 413);
}

/** The app's last word on a thrown error: 429 for a refused limit, otherwise a logged 500; never a stack or path. */
export function answerThrown(error: Error, c: ShopContext): Response {
  if (error instanceof RateLimited) {
    c.header('Retry-After', '3600');
    if (isRest(c)) return restError(c, 429, 'rest_too_many_requests', vi.security.tooManyRequests);
    return c.text(vi.security.tooManyRequests, 429, { 'Cache-Control': 'no-store' });
  }
  log.error('unhandled', error, { path: c.req.path });
  if (isRest(c)) return restError(c, 500, 'internal_server_error', vi.common.serverError);
  return c.text(vi.common.serverError, 500);
}
