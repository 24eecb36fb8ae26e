import { randomBytes } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { shop } from '../lib/contract-names';
import { sessionCookie } from '../server/session.server';
import type { AppEnv } from '../server/shop.server';

interface CachedPage {
  html: string; // with the nonce replaced by this process's marker
  at: number;
}

// Visitors carrying any of these see pages of their own (cart in the header, notices): never cached for them.
const personalCookies = [sessionCookie, shop.itemsInCartCookie, shop.cartHashCookie];

function isPersonal(c: Parameters<MiddlewareHandler<AppEnv>>[0]): boolean {
  const cookies = getCookie(c);
  return personalCookies.some((name) => name in cookies);
}

/**
 * Keeps rendered pages for anonymous visitors for `ttlMs` (decision 005). Only 200 HTML answers that set no
 * cookie and are not marked private are kept; each hit gets the response's own fresh CSP nonce.
 */
export function pageCache(ttlMs: number, maxPages = 2000): MiddlewareHandler<AppEnv> {
  const pages = new Map<string, CachedPage>();
  const marker = `nonce-marker-${randomBytes(12).toString('hex')}`;
  return async (c, next) => {
    if (ttlMs <= 0 || (c.req.method !== 'GET' && c.req.method !== 'HEAD') || isPersonal(c)) return next();
    const key = c.req.url.slice(c.req.url.indexOf('/', 8));
    const nonce = c.var.secureHeadersNonce ?? '';
    const hit = pages.get(key);
    if (hit && Date.now() - hit.at < ttlMs) {
      c.header('X-Page-Cache', 'hit');
      return c.html(hit.html.replaceAll(marker, nonce));
    }
    await next();
    const res = c.res;
    const type = res.headers.get('content-type') ?? '';
    const control = res.headers.get('cache-control') ?? '';
    if (res.status !== 200 || !type.startsWith('text/html') || res.headers.has('set-cookie') || /no-store|private/.test(control)) return;
    const html = await res.clone().text();
    pages.delete(key);
    pages.set(key, { html: nonce ? html.replaceAll(nonce, marker) : html, at: Date.now() });
    if (pages.size > maxPages) pages.delete(pages.keys().next().value!);
  };
}
