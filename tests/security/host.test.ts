import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoFacts } from '../../src/db/seed/demo-facts.server';
import { loadConfig } from '../../src/lib/config.server';
import * as vi from '../../src/lib/messages/index';
import { urls } from '../../src/lib/urls';
import { cartLink } from '../../src/features/marketing-email/abandoned-carts.server';
import { testDatabases } from '../support/databases';
import { serveOverHttp } from '../support/http-shop';
import { openTestShop, type TestShop } from '../support/shop';

// Issue 6 items 3, 6 and 14: links, canonical, redirects, robots and mail never built on an untrusted Host.
const product = urls.product(demoFacts.simpleProductSlug);
const canonical = async (res: Response) => /<link rel="canonical" href="([^"]+)"/.exec(await res.text())?.[1];
const evilHost = { host: 'evil.example' };

describe.each(testDatabases.map((d) => [d.name, d] as const))('the Host header on %s', (_name, kind) => {
  describe('without PUBLIC_URL', () => {
    let shop: TestShop;
    beforeAll(async () => {
      shop = await openTestShop(kind, { PAGE_CACHE_SECONDS: '60' });
    });
    afterAll(() => shop?.close());

    it('a Host the shop does not own gets 400 and no page; the page cache keeps nothing of it', async () => {
      for (const path of [product, '/robots.txt', '/sitemap.xml', '/?wc-ajax=get_cart_totals']) {
        const res = await shop.app.request(path, { headers: evilHost });
        expect(res.status).toBe(400);
        expect(await res.text()).toBe(vi.security.wrongHost);
      }
      const later = await shop.app.request(product);
      expect(await canonical(later)).toBe(`http://localhost${product}`);
      expect(await (await shop.app.request('/robots.txt', { headers: { host: '127.0.0.1:4000' } })).text()).toContain('Sitemap: http://127.0.0.1:4000/sitemap.xml');
    });

    it('two Host headers, which arrive joined ("localhost, @evil.example"), get 400: no link is built on evil.example', async () => {
      for (const host of ['localhost, @evil.example', 'localhost:3000, @evil.example', 'localhost:3000,evil.example', 'localhost:@evil.example']) {
        const res = await shop.app.request(product, { headers: { host } });
        expect(res.status, host).toBe(400);
      }
      expect((await shop.app.request(product, { headers: { host: 'LOCALHOST:3000' } })).status).toBe(200);
      expect((await shop.app.request(product, { headers: { host: '[::1]:3000' } })).status).toBe(200);
    });

    it('two Host headers over real HTTP get 400; one gets its page', async () => {
      const server = await serveOverHttp(shop);
      const { port } = new URL(server.base);
      // The request is written, not ended: a client that closes its side may get no answer from a slower page.
      const statusOf = (hosts: string[]) => new Promise<string>((resolve, reject) => {
        const socket = connect(Number(port), '127.0.0.1', () => socket.write(`GET ${product} HTTP/1.1\r\n${hosts.map((h) => `Host: ${h}\r\n`).join('')}Connection: close\r\n\r\n`));
        let answer = '';
        socket.on('data', (chunk) => (answer += chunk)).on('end', () => resolve(answer.split(' ')[1] ?? '')).on('error', reject);
      });
      try {
        expect(await statusOf([`127.0.0.1:${port}`, '@evil.example'])).toBe('400');
        expect(await statusOf([`127.0.0.1:${port}`])).toBe('200');
      } finally {
        await server.close();
      }
    });

    it('health checks answer whatever the Host', async () => {
      expect((await shop.app.request('/healthz', { headers: evilHost })).status).toBe(200);
    });

    it('X-Forwarded-Proto is ignored without TRUST_PROXY: no Secure cookie on a plain request', async () => {
      const res = await shop.app.request('/tai-khoan/', { headers: { 'x-forwarded-proto': 'https' } });
      expect(res.headers.get('set-cookie')).not.toMatch(/Secure/);
    });
  });

  describe('with ALLOWED_HOSTS behind a trusted TLS proxy', () => {
    let shop: TestShop;
    beforeAll(async () => {
      shop = await openTestShop(kind, { ALLOWED_HOSTS: 'shop.vn,www.shop.vn', TRUST_PROXY: '1' });
    });
    afterAll(() => shop?.close());

    it('links are built on the allowed Host with the scheme the proxy saw, and cookies are Secure (item 14)', async () => {
      const res = await shop.app.request(product, { headers: { host: 'www.shop.vn', 'x-forwarded-proto': 'https' } });
      expect(await canonical(res)).toBe(`https://www.shop.vn${product}`);
      const account = await shop.app.request('/tai-khoan/', { headers: { host: 'shop.vn', 'x-forwarded-proto': 'https' } });
      expect(account.headers.get('set-cookie')).toMatch(/; Secure/);
      expect((await shop.app.request(product, { headers: { host: 'localhost' } })).status).toBe(400);
    });

    it('reminder links use the first allowed host, never localhost (item 6)', () => {
      expect(cartLink(shop.deps, 'a'.repeat(32))).toBe(`https://shop.vn/gio-hang/?mc_cart_id=${'a'.repeat(32)}`);
    });
  });

  describe('with PUBLIC_URL', () => {
    let shop: TestShop;
    beforeAll(async () => {
      shop = await openTestShop(kind, { PUBLIC_URL: 'https://cuahangviet.vn', PAGE_CACHE_SECONDS: '60' });
    });
    afterAll(() => shop?.close());

    it('PUBLIC_URL wins over any Host: canonical, robots and reminder links', async () => {
      expect(await canonical(await shop.app.request(product, { headers: evilHost }))).toBe(`https://cuahangviet.vn${product}`);
      expect(await canonical(await shop.app.request(product))).toBe(`https://cuahangviet.vn${product}`);
      expect(await (await shop.app.request('/robots.txt', { headers: evilHost })).text()).toContain('Sitemap: https://cuahangviet.vn/sitemap.xml');
      expect(cartLink(shop.deps, 'b'.repeat(32))).toBe(`https://cuahangviet.vn/gio-hang/?mc_cart_id=${'b'.repeat(32)}`);
    });
  });
});

describe('ALLOWED_HOSTS', () => {
  it('defaults to this machine, lower-cases the names and refuses garbage', () => {
    expect(loadConfig({ DATA_DIR: '/tmp/h6a-config', SESSION_SECRET: 'x'.repeat(40) }).allowedHosts).toEqual(['localhost', '127.0.0.1', '[::1]']);
    expect(loadConfig({ DATA_DIR: '/tmp/h6a-config', SESSION_SECRET: 'x'.repeat(40), ALLOWED_HOSTS: 'Shop.VN,www.shop.vn' }).allowedHosts).toEqual(['shop.vn', 'www.shop.vn']);
    expect(() => loadConfig({ DATA_DIR: '/tmp/h6a-config', SESSION_SECRET: 'x'.repeat(40), ALLOWED_HOSTS: 'shop.vn, evil/x' })).toThrow(/ALLOWED_HOSTS/);
  });
});
