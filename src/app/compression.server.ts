import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../server/shop.server';

const compressible = /^(text\/|application\/(json|javascript|xml|manifest\+json)|image\/svg\+xml)/;

/**
 * Gzips text responses for clients that accept it. Looks at the response only for those clients: reading
 * it makes the Node adapter build a full Response, which costs as much as a small page's render.
 */
export function compression(minBytes = 1024): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    if (c.req.method === 'HEAD' || !/\bgzip\b/.test(c.req.header('accept-encoding') ?? '')) return;
    const res = c.res;
    const type = res.headers.get('content-type') ?? '';
    const length = Number(res.headers.get('content-length') ?? Number.POSITIVE_INFINITY);
    if (!res.body || res.headers.has('content-encoding') || !compressible.test(type) || length < minBytes) return;
    c.res = new Response(res.body.pipeThrough(new CompressionStream('gzip')), res);
    c.res.headers.delete('content-length');
    c.res.headers.set('content-encoding', 'gzip');
    c.res.headers.append('vary', 'accept-encoding');
  };
}
