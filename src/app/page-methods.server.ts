import type { MiddlewareHandler } from 'hono';
import { cms } from '../lib/contract-names';
import * as vi from '../lib/messages/index';
import type { AppEnv } from '../server/shop.server';

const allow = 'GET, HEAD, POST, OPTIONS';
const pageMethods = new Set(['GET', 'HEAD', 'POST']);

/**
 * Pages and the ajax routers answer GET, HEAD and POST (forms, calls); OPTIONS is told so (204), and any other
 * method 405 before a body is read or a page rendered (decision 100). The REST API routes its own methods.
 */
export const pageMethodsOnly: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (pageMethods.has(c.req.method) || c.req.path.startsWith(cms.restPrefix + '/')) return next();
  const headers = { Allow: allow, 'Cache-Control': 'no-store' };
  if (c.req.method === 'OPTIONS') return c.body(null, 204, headers);
  // Its body is never read: the connection ends with the answer rather than wait for it (as decision 086's refusals).
  return c.text(vi.common.methodNotAllowed, 405, { ...headers, Connection: 'close' });
};
