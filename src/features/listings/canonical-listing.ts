import { parsePageNumber } from '../../lib/request-numbers';
import { listingOrders } from '../catalogue/index';
import { listingPagePath, withQuery } from './listing-urls';

/**
 * Query parameters the page cache keeps a page per value of (app/page-cache-key.server.ts) that the shop's
 * listings and product pages read in no way of their own: each spelling would be a page of its own in the
 * cache, so a crawler making up values would push the real pages out (decision 090).
 */
export const unreadPageParameters = ['s', 'product_cat', 'post_type', 'paged'] as const;

// The path as links spell it: a letter written as a percent escape ('%61o-kieu') reaches the same page under another key.
const spelt = (path: string) => encodeURI(path);

/** A product page reads none of the page cache's parameters: the path it belongs at without them, or undefined when it has none. */
export function withoutPageParameters(path: string, search: string): string | undefined {
  const asked = new URLSearchParams(search);
  const names = [...unreadPageParameters, 'orderby'].filter((name) => asked.has(name));
  if (!names.length) return undefined;
  for (const name of names) asked.delete(name);
  return withQuery(path, asked);
}

/** Where a page at `path` (as stored, unescaped) asked as `url` belongs: its own spelling, without page parameters; undefined when asked so. */
export function canonicalPageUrl(path: string, url: URL): string | undefined {
  const own = spelt(path);
  return withoutPageParameters(own, url.search) ?? (url.pathname === own ? undefined : own + url.search);
}

const offered = (value: string | undefined) => listingOrders.some((order) => order === value);

/**
 * Where a listing request belongs when it is not asked the one way it is kept: `page/1/`, a page number spelt
 * otherwise ('02', ' 2'), a `paged` parameter (WordPress's old page links, taken as the page), a sort order not offered or
 * given twice, a search or category parameter a listing does not read, a path spelt with escapes or without its
 * closing slash. Undefined when the request is canonical.
 */
export function canonicalListingUrl(basePath: string, rawPage: string | undefined, url: URL): string | undefined {
  const asked = new URLSearchParams(url.search);
  let page = rawPage === undefined ? 1 : parsePageNumber(rawPage) ?? 1;
  // Page 1 is the listing's own path; any other page is spelt in plain digits.
  let moved = rawPage !== undefined && (page === 1 || rawPage !== String(page));
  const paged = asked.getAll('paged');
  if (rawPage === undefined && paged.length === 1) page = parsePageNumber(paged[0]) ?? 1;
  for (const name of unreadPageParameters) {
    if (!asked.has(name)) continue;
    asked.delete(name);
    moved = true;
  }
  const orders = asked.getAll('orderby');
  if (orders.length > 1 || (orders.length === 1 && !offered(orders[0]))) {
    asked.delete('orderby');
    if (offered(orders[0])) asked.set('orderby', orders[0]!);
    moved = true;
  }
  const path = spelt(listingPagePath(basePath, page));
  if (!moved && url.pathname === path) return undefined;
  // The infinite-scroll flag stays: its caller still wants the cards only.
  return withQuery(path, asked);
}
