import { cms } from '../../lib/contract-names';
import type { ShopContext } from '../shop.server';
import * as vi from '../../lib/messages/index';
import { invalidParam, restError } from './errors.server';

/** Spec 9.7: the most a list call answers at once (the browser helper fetches `per_page=-1` in pages of this size). */
export const maxPerPage = 100;

export interface Paging {
  page: number;
  perPage: number;
}

// One value of a paging parameter: sent twice, or as `name[]` (an array to the ecosystem), it is a 400, not a guess.
function oneValue(c: ShopContext, name: string, fallback: string): string | undefined {
  const values = c.req.queries(name) ?? [];
  if (values.length > 1 || Object.keys(c.req.queries()).some((key) => key.startsWith(`${name}[`))) return undefined;
  return values[0] ?? fallback;
}

/** `page` (from 1) and `per_page` (1 to 100, default 10) of a list call, or the 400 for a bad one. */
export function pagingOf(c: ShopContext): Paging | Response {
  const page = oneValue(c, 'page', '1');
  const perPage = oneValue(c, 'per_page', '10');
  if (page === undefined || !/^[1-9]\d{0,5}$/.test(page)) return invalidParam(c, 'page');
  if (perPage === undefined) return invalidParam(c, 'per_page');
  if (!/^[1-9]\d{0,2}$/.test(perPage) || Number(perPage) > maxPerPage) return invalidParam(c, 'per_page');
  return { page: Number(page), perPage: Number(perPage) };
}

/** Headers of a list: `X-WP-Total` and `X-WP-TotalPages`, which the browser helper pages by. */
export function listHeaders(total: number, perPage: number): Record<string, string> {
  return { [cms.totalHeader]: String(total), [`${cms.totalHeader}Pages`]: String(Math.ceil(total / perPage)) };
}

/** A list answer; asking past the last page is the ecosystem's 400 `rest_post_invalid_page_number`. */
export function listAnswer(c: ShopContext, items: unknown[], total: number, paging: Paging): Response {
  if (paging.page > 1 && (paging.page - 1) * paging.perPage >= total) {
    return restError(c, 400, 'rest_post_invalid_page_number', vi.rest.invalidParam.replace('%s', 'page'));
  }
  return c.json(items, 200, { ...listHeaders(total, paging.perPage), 'Cache-Control': 'no-store' });
}
