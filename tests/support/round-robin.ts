import { request } from 'node:http';
import type { Hono } from 'hono';
import type { AppEnv } from '../../src/server/shop.server';

/**
 * Stands in for `app` in the test browsers (tests/support/browser.ts) but sends each request over real HTTP on a
 * new connection, so a shop of several processes (node:cluster) hands consecutive requests to different ones.
 */
export function eachRequestNewConnection(base: string): Hono<AppEnv> {
  const send = (path: string, init: RequestInit = {}) =>
    new Promise<Response>((resolve, reject) => {
      const headers: Record<string, string> = { connection: 'close' };
      new Headers(init.headers).forEach((value, name) => (headers[name] = value));
      const body = init.body instanceof URLSearchParams ? init.body.toString() : (init.body as string | undefined);
      if (init.body instanceof URLSearchParams) headers['content-type'] = 'application/x-www-form-urlencoded';
      request(base + path, { method: init.method ?? 'GET', agent: false, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const answer = new Headers();
          for (const [name, value] of Object.entries(res.headers)) for (const one of [value ?? []].flat()) answer.append(name, one);
          const status = res.statusCode!;
          resolve(new Response(status === 204 || status === 304 ? null : Buffer.concat(chunks), { status, headers: answer }));
        });
      })
        .on('error', reject)
        .end(body);
    });
  return { request: send } as unknown as Hono<AppEnv>;
}
