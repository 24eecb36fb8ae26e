import type { Context } from 'hono';

// One parse per request: the middleware, the page cache and the page's parts all read the same URL.
const parsed = new WeakMap<Request, URL>();

/**
 * The request's URL, parsed once and shared by every reader of this request. Read it, never change it: a
 * reader that edits a URL (a redirect without some parameters) makes its own `new URL(c.req.url)`.
 */
export function requestUrl(c: Pick<Context, 'req'>): URL {
  const request = c.req.raw;
  let url = parsed.get(request);
  if (!url) {
    url = new URL(c.req.url);
    parsed.set(request, url);
  }
  return url;
}
