import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../tests/support/databases';
import type { TestShop } from '../../tests/support/shop';
import { Browser, openTestShop } from '../features/account/account-test-support';
import { RateLimited } from '../server/rate-limit.server';
import type { AppEnv } from '../server/shop.server';
import { answerThrown } from './error-answers.server';

const restShape = (status: number) => ({ code: expect.stringMatching(/^[a-z_]+$/), message: expect.any(String), data: { status } });

describe.each(testDatabases.map((d) => [d.name, d] as const))('decision 041: app-wide errors under /wp-json/ on %s', (_name, kind) => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await openTestShop(kind);
  });
  afterAll(() => shop?.close());

  it('a body over the small limit on the user route is a 413 in the REST shape; a form post stays plain text', async () => {
    const b = new Browser(shop.app);
    const big = JSON.stringify({ meta: { note: 'x'.repeat(300 * 1024) } });
    const headers = { Origin: 'http://localhost', 'Content-Type': 'application/json' };
    const res = await b.request('/wp-json/wp/v2/users/me', { method: 'POST', headers, body: big });
    expect(res.status).toBe(413);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await res.json()).toEqual(restShape(413));
    const page = await b.request('/tai-khoan/dang-nhap/', { method: 'POST', headers: { ...headers, 'Content-Type': 'application/x-www-form-urlencoded' }, body: 'a=' + 'x'.repeat(300 * 1024) });
    expect(page.status).toBe(413);
    expect(page.headers.get('content-type')).toMatch(/^text\/plain/);
  });

  it('a query that fails inside a route is a 500 in the REST shape, saying nothing of the failure', async () => {
    const broken = await openTestShop(kind);
    // A real failure on its own shop: the images table moved away, so the media list's query throws.
    await broken.deps.database.db.schema.alterTable('images').renameTo('images_gone').execute();
    try {
      const res = await broken.app.request('/wp-json/wp/v2/media');
      expect(res.status).toBe(500);
      const text = await res.text();
      expect(JSON.parse(text)).toEqual({ code: 'internal_server_error', message: expect.any(String), data: { status: 500 } });
      expect(text).not.toMatch(/images|table|relation|sqlite|\.ts|at /i);
    } finally {
      await broken.close();
    }
  });
});

describe('decision 041: the app error mapper (answerThrown) on a REST path and a page', () => {
  // No /wp-json/ route can run into a RateLimited today, so the mapper the shop installs is given a route that throws one.
  const app = new Hono<AppEnv>();
  app.all('*', (c) => {
    if (c.req.query('limit') !== undefined) throw new RateLimited('new-session');
    throw new Error('secret at /srv/shop/src/db/x.ts');
  });
  app.onError(answerThrown);

  it('a refused limit is 429 with Retry-After: JSON under /wp-json/, text elsewhere', async () => {
    const rest = await app.request('/wp-json/wp/v2/users/me?limit');
    expect(rest.status).toBe(429);
    expect(rest.headers.get('retry-after')).toBe('3600');
    expect(await rest.json()).toEqual({ code: 'rest_too_many_requests', message: expect.any(String), data: { status: 429 } });
    const page = await app.request('/gio-hang/?limit');
    expect(page.status).toBe(429);
    expect(page.headers.get('retry-after')).toBe('3600');
    expect(page.headers.get('content-type')).toMatch(/^text\/plain/);
  });

  it('an unhandled error is 500 in the REST shape, with no stack, message or path of the error', async () => {
    const rest = await app.request('/wp-json/wc-admin/options');
    expect(rest.status).toBe(500);
    expect(rest.headers.get('cache-control')).toBe('no-store');
    const text = await rest.text();
    expect(JSON.parse(text)).toEqual({ code: 'internal_server_error', message: expect.any(String), data: { status: 500 } });
    expect(text).not.toMatch(/secret|\/srv|\.ts|at /);
    expect((await app.request('/')).status).toBe(500);
  });
});
