import { promisify } from 'node:util';
import { gzip, gzipSync } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../server/shop.server';
import { takesGzip } from './accepted-encodings.server';

const gzipped = promisify(gzip);
// Level 4: half the CPU of the default 6 for about 4 % more bytes; a page made for one visitor is compressed once per view.
const dynamicPageLevel = 4;
// Below this, gzip on the event loop: 3 KB (a live search's answer) takes 0.05 ms there, and 0.5 ms of waiting on
// libuv's threads, a third of the search's server time (decision 072).
const syncBelowBytes = 16 * 1024;
const compressible = /^(text\/|application\/(json|javascript|xml|manifest\+json)|image\/svg\+xml)/;

/**
 * Gzips text responses for clients that take it (`gzip;q=0` refuses it), in one call on the whole body (a large one on libuv's threads):
 * a web `CompressionStream` cost more main-thread time than the page's render. Looks at the response only for
 * those clients: reading it makes the Node adapter build a full Response. Kept pages arrive already compressed
 * (page-cache.server.ts answers a miss with the bytes it stored).
 */
export function compression(minBytes = 1024): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    // HEAD too: its headers are GET's (Content-Encoding, Content-Length), and Hono drops the body after this.
    if (!takesGzip(c.req.header('accept-encoding'))) return;
    const res = c.res;
    const type = res.headers.get('content-type') ?? '';
    const length = Number(res.headers.get('content-length') ?? Number.POSITIVE_INFINITY);
    // A 206 is a range of the plain bytes (its Content-Range counts them): compressed, it would no longer be.
    if (!res.body || res.status === 206 || res.headers.has('content-encoding') || !compressible.test(type) || length < minBytes) return;
    const bytes = await res.arrayBuffer();
    if (bytes.byteLength < minBytes) {
      c.res = new Response(bytes, res);
      return;
    }
    const body = bytes.byteLength < syncBelowBytes ? gzipSync(bytes, { level: dynamicPageLevel }) : await gzipped(bytes, { level: dynamicPageLevel });
    c.res = new Response(body, res);
    c.res.headers.set('content-length', String(body.length));
    c.res.headers.set('content-encoding', 'gzip');
    c.res.headers.append('vary', 'accept-encoding');
  };
}
