import { shop } from '../lib/contract-names';
import { sessionCookie } from '../server/session.server';
import type { OriginSources } from '../server/trusted-host.server';

// Query parameters that choose what a kept page shows (search, its category and page, a listing's order).
const pageParameters = new Set(['s', 'product_cat', 'paged', 'post_type', 'orderby']);

// Ad and campaign tags: read in the browser (attribution), never by the server, so they do not make a page.
const trackingParameters = new Set(['fbclid', 'gclid', 'gbraid', 'wbraid', 'dclid', 'msclkid', 'yclid', 'ttclid', 'twclid', 'li_fat_id', 'igshid', 'mc_cid', 'mc_eid', '_ga', '_gl', 'srsltid', 'zarsrc']);
const isTracking = (name: string) => name.startsWith('utm_') || trackingParameters.has(name);

// Visitors carrying any of these see pages of their own (cart in the header, notices): never cached for them. Spaces
// and tabs around a name count, since Hono's cookie parser trims them and reads the session all the same.
const personalCookie = new RegExp(`(?:^|;)[ \\t]*(?:${[sessionCookie, shop.itemsInCartCookie, shop.cartHashCookie].join('|')})[ \\t]*=`);

// A host name or address with its port; anything else (a slash, a space) could make two keys meet.
const plainHost = /^[\w.-]+(?::\d+)?$|^\[[\da-f:.]+\](?::\d+)?$/i;

export const isPersonal = (cookieHeader: string | undefined): boolean => cookieHeader !== undefined && personalCookie.test(cookieHeader);

export interface PageKey {
  /** Host and path with the page's own parameters in a fixed order: one entry however the link was tagged. */
  key: string;
  /** The path and query the page is rendered from: tags dropped and the rest in order, so no visitor's tags reach another. */
  target: string;
}

/**
 * The entry a GET for `pathAndQuery` on `host` may share, or undefined when it must not share one: a query
 * parameter no page reads as a choice (`wc-ajax`, `add-to-cart`, a nonce, anything new) may change the answer,
 * so such requests are never kept. The host is part of the key: pages link to the origin they were asked on.
 */
export function pageKey(host: string | undefined, pathAndQuery: string): PageKey | undefined {
  if (!host || !plainHost.test(host) || pathAndQuery[0] !== '/') return undefined;
  const mark = pathAndQuery.indexOf('?');
  if (mark === -1) return { key: host.toLowerCase() + pathAndQuery, target: pathAndQuery };
  const path = pathAndQuery.slice(0, mark);
  const kept: [string, string][] = [];
  for (const [name, value] of new URLSearchParams(pathAndQuery.slice(mark + 1))) {
    if (isTracking(name)) continue;
    if (!pageParameters.has(name)) return undefined;
    kept.push([name, value]);
  }
  kept.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const query = new URLSearchParams(kept).toString();
  const target = query ? `${path}?${query}` : path;
  return { key: host.toLowerCase() + target, target };
}

/**
 * The entry as `pageKey` with everything the page's origin is drawn from in front of it: the Host as sent, the
 * URL's scheme and `X-Forwarded-Proto`. Requests sharing a kept page then draw the origin it links to, whatever
 * PUBLIC_URL and TRUST_PROXY say (decision 049); the server answering hits before the app has no configuration.
 */
export function pageKeyOf(origin: OriginSources, pathAndQuery: string): PageKey | undefined {
  const page = pageKey(origin.host, pathAndQuery);
  return page && { ...page, key: `${origin.forwarded ?? '-'} ${origin.scheme}//${page.key}` };
}

/** The tracking tags of a path's query, as a query string ('' when none). */
export function trackingTags(pathAndQuery: string): string {
  const mark = pathAndQuery.indexOf('?');
  if (mark === -1) return '';
  return new URLSearchParams([...new URLSearchParams(pathAndQuery.slice(mark + 1))].filter(([name]) => isTracking(name))).toString();
}
