import type { ContentfulStatusCode } from 'hono/utils/http-status';
import * as vi from '../../lib/messages/index';
import { cms } from '../../lib/contract-names';
import type { ShopContext } from '../shop.server';

/** A REST error in the ecosystem's shape, `{code, message, data: {status}}`, never kept by a cache. */
export function restError(c: ShopContext, status: ContentfulStatusCode, code: string, message: string): Response {
  return c.json({ code, message, data: { status } }, status, { 'Cache-Control': 'no-store' });
}

/** Any `/wp-json/` path no route answers (or not with this method). */
export const restNoRoute = (c: ShopContext) => restError(c, 404, 'rest_no_route', vi.common.notFoundText);

export const invalidParam = (c: ShopContext, name: string) => restError(c, 400, 'rest_invalid_param', vi.rest.invalidParam.replace('%s', name));

/** An error answered before any router (a bad Host, no coding taken): REST JSON under /wp-json/, plain text elsewhere. */
export function doorError(path: string, status: number, code: string, message: string): { type: string; body: string } {
  if (!path.startsWith(cms.restPrefix + '/')) return { type: 'text/plain; charset=UTF-8', body: message };
  return { type: 'application/json', body: JSON.stringify({ code, message, data: { status } }) };
}
