import type { IncomingMessage } from 'node:http';
import type { MiddlewareHandler } from 'hono';
import { log } from '../server/log.server';
import { requestUrl } from '../server/request-url.server';
import { sessionFound } from '../server/session.server';
import { noteShownProducts } from '../server/shown-products.server';
import { requestOriginSources } from '../server/trusted-host.server';
import type { AppEnv } from '../server/shop.server';
import { isPersonal, pageKeyOf } from './page-cache-key.server';
import type { PageStore } from './page-store.server';
import { pickEncoding, type StoredAnswer } from './stored-page.server';
import { tagsDroppedFrom } from './stored-pages.server';

// A page just rendered goes out with its stored bytes but is not marked as a hit.
function storedResponse(answer: StoredAnswer, rendered = false): Response {
  const headers = new Headers();
  for (let i = 0; i < answer.headers.length; i += 2) {
    if (!(rendered && answer.headers[i] === 'x-page-cache')) headers.append(answer.headers[i]!, answer.headers[i + 1]!);
  }
  return new Response((answer.body as Uint8Array<ArrayBuffer> | undefined) ?? null, { status: answer.status, headers });
}

/**
 * A redirect answered to a request the server rewrote without its tracking tags (stored-pages.server.ts) gives
 * them back, so a visitor sent on from a page-1 or a no-slash link keeps its attribution. Only a path on this
 * shop is given them: a redirect never carries tags to another site.
 */
function giveTagsBack(res: Response, tags: string): void {
  const location = res.headers.get('location');
  if (!tags || res.status < 300 || res.status > 399 || !location?.startsWith('/') || location.startsWith('//')) return;
  const hash = location.indexOf('#');
  const [before, after] = hash === -1 ? [location, ''] : [location.slice(0, hash), location.slice(hash)];
  res.headers.set('location', `${before}${before.includes('?') ? '&' : '?'}${tags}${after}`);
}

function keepable(res: Response): boolean {
  const type = res.headers.get('content-type') ?? '';
  const control = res.headers.get('cache-control') ?? '';
  return res.status === 200 && type.startsWith('text/html') && !res.headers.has('set-cookie') && !/no-store|private/.test(control);
}

// Anyone can make up a search, so one is kept only when asked again within a page's lifetime: a crawler's thousand
// searches then push no kept page out (decision 090). The searches asked once are remembered, the oldest forgotten.
const searchesRemembered = 2_000;
const isSearch = (target: string) => /[?&]s=/.test(target);

function askedBefore(askedOnce: Map<string, number>, key: string, ttlMs: number): boolean {
  const at = askedOnce.get(key);
  askedOnce.delete(key);
  if (at !== undefined && Date.now() - at < ttlMs) return true;
  askedOnce.set(key, Date.now());
  if (askedOnce.size > searchesRemembered) askedOnce.delete(askedOnce.keys().next().value!);
  return false;
}

/**
 * Keeps rendered pages for anonymous visitors (decision 005): only 200 HTML answers that set no cookie and
 * are not marked private. The server answers most hits before this app sees them (stored-pages.server.ts);
 * this serves the rest and stores what a miss rendered, when it was rendered from the entry's own URL.
 */
export function pageCache(store: PageStore): MiddlewareHandler<AppEnv> {
  const searchesAskedOnce = new Map<string, number>();
  return async (c, next) => {
    const method = c.req.method;
    if (!store.enabled || (method !== 'GET' && method !== 'HEAD') || isPersonal(c.req.header('cookie'))) return next();
    const url = requestUrl(c);
    const asked = url.pathname + url.search;
    const page = pageKeyOf(requestOriginSources(c), asked);
    if (!page) return next();
    const hit = store.answer(page.key, c.req.header('accept-encoding'), c.req.header('if-none-match'), method === 'HEAD');
    if (hit) return storedResponse(hit);
    // Taken when the request came in (app.server.tsx), before the coming-soon gate or a page read any setting.
    const mark = c.get('pageCacheMark') ?? store.mark;
    const { tags } = await noteShownProducts(next);
    giveTagsBack(c.res, tagsDroppedFrom((c.env as { incoming?: IncomingMessage } | undefined)?.incoming));
    // A render that found a session is someone's own, whatever the cookie header looked like (defence in depth).
    if (method !== 'GET' || page.target !== asked || !keepable(c.res) || (await sessionFound(c))) return;
    if (isSearch(page.target) && !askedBefore(searchesAskedOnce, page.key, store.ttlMs)) return;
    const body = Buffer.from(await c.res.clone().arrayBuffer());
    const storing = store.store(page.key, body, c.res.headers, tags, mark).then(
      () => true,
      (error: unknown) => (log.error('page-cache', error, { path: url.pathname }), false),
    );
    // A client that takes gzip or brotli gets the bytes being stored, so the page is not compressed twice.
    const acceptEncoding = c.req.header('accept-encoding');
    if (pickEncoding(acceptEncoding) === 'identity' || !(await storing)) return;
    const kept = store.answer(page.key, acceptEncoding, undefined, false);
    if (kept) c.res = storedResponse(kept, true);
  };
}

