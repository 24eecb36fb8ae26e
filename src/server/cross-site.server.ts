import type { MiddlewareHandler } from 'hono';
import { cms, shop } from '../lib/contract-names';
import * as vi from '../lib/messages/index';
import { requestUrl } from './request-url.server';
import type { AppEnv, ShopContext } from './shop.server';

/**
 * The shop's same-site check (decision 020). A request is cross-site when the browser says so
 * (`Sec-Fetch-Site: cross-site` or `same-site`) or names another origin (`Origin`, else `Referer`). A request
 * that names none (old browsers, scripts) passes here; the nonce check still applies where the action has one.
 */
export function isCrossSite(c: ShopContext): boolean {
  const fetchSite = c.req.header('sec-fetch-site');
  const origin = c.req.header('origin');
  if (origin !== undefined) return !isShopOrigin(c, origin);
  if (fetchSite === 'cross-site' || fetchSite === 'same-site') return true;
  const referer = c.req.header('referer');
  return referer !== undefined && !isShopOrigin(c, referer);
}

// The shop's own origin: PUBLIC_URL's, or the host the request was sent to (a browser sets it; another site cannot).
function isShopOrigin(c: ShopContext, given: string): boolean {
  let url: URL;
  try {
    url = new URL(given);
  } catch {
    return false; // 'null' (sandboxed frames, redirects across sites) and garbage
  }
  const publicUrl = c.get('deps').config.publicUrl;
  if (publicUrl && url.origin === new URL(publicUrl).origin) return true;
  return (url.protocol === 'http:' || url.protocol === 'https:') && url.host === (c.req.header('host') ?? requestUrl(c).host);
}

const readMethods = new Set(['GET', 'HEAD', 'OPTIONS']);
// Links that change state by GET (the cart's and the wishlist's remove links carry a nonce; the wishlist's add and
// add-to-cart links, as in the ecosystem, do not): from another site each is refused before anything is read.
const stateChangingLinks = ['remove_item', 'remove_coupon', 'remove_from_wishlist', 'add_to_cart_from_wishlist', 'add_to_wishlist'];

/** Whether the request asks for a change: any method but GET/HEAD/OPTIONS, or one of the nonce links above. */
export function changesState(c: ShopContext): boolean {
  if (!readMethods.has(c.req.method)) return true;
  if (!c.req.url.includes('?')) return false; // no query, no nonce link: the URL is not parsed for it
  const query = requestUrl(c).searchParams;
  return stateChangingLinks.some((name) => query.has(name));
}

/** The 403 in the shape of the route asked: REST JSON, the ajax routers' `-1`, or plain text for pages. */
export function crossSiteRefusal(c: ShopContext): Response {
  c.header('Cache-Control', 'no-store');
  if (c.req.path.startsWith(cms.restPrefix + '/')) {
    return c.json({ code: 'rest_cross_site', message: vi.security.crossSite, data: { status: 403 } }, 403);
  }
  if (c.req.path === cms.ajaxPath || c.req.query(shop.ajaxQueryKey) !== undefined) return c.text('-1', 403);
  return c.text(vi.security.crossSite, 403);
}

/** Refuses every cross-site request that changes state before any router, session or body is touched. */
export const refuseCrossSite: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (changesState(c) && isCrossSite(c)) return crossSiteRefusal(c);
  await next();
};
