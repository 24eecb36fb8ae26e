import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoFacts } from '../../src/db/seed/demo-facts.server';
import { urls } from '../../src/lib/urls';
import { testDatabases } from '../support/databases';
import { serveOverHttp } from '../support/http-shop';
import { openTestShop } from '../support/shop';

interface Answer {
  status: number;
  hit: boolean;
  canonical: string | undefined;
  location: string | undefined;
  html: string;
}

// Decisions 021 and 049: a kept page links to the origin it was drawn on, so it is served only to requests that
// draw the same one, however the request line, Host and X-Forwarded-Proto were written.
async function openServedShop(kind: (typeof testDatabases)[number], env: Record<string, string>) {
  const shop = await openTestShop(kind, { PAGE_CACHE_SECONDS: '600', ...env });
  const server = await serveOverHttp(shop);
  const port = Number(new URL(server.base).port);
  // `target` may be absolute-form (`http://…/path`), which node:http writes on the request line as given.
  const ask = (target: string, headers: Record<string, string> = {}) =>
    new Promise<Answer>((resolve, reject) => {
      request({ host: '127.0.0.1', port, path: target, headers: { host: `localhost:${port}`, ...headers } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const html = Buffer.concat(chunks).toString('utf8');
          const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
          void shop.pages.settled().then(() => resolve({ status: res.statusCode!, hit: res.headers['x-page-cache'] === 'hit', canonical, location: res.headers.location, html }));
        });
      })
        .on('error', reject)
        .end();
    });
  const close = async () => (await server.close(), await shop.close());
  return { shop, port, ask, close };
}

describe.each(testDatabases.map((d) => [d.name, d] as const))('the page cache over raw HTTP on %s', (_name, kind) => {
  describe('without PUBLIC_URL or TRUST_PROXY', () => {
    let served: Awaited<ReturnType<typeof openServedShop>>;
    beforeAll(async () => {
      served = await openServedShop(kind, {});
    });
    afterAll(() => served?.close());

    it('an absolute-form request line naming another port than its Host is refused at the door and leaves nothing for the shop\'s visitors (decision 100)', async () => {
      const { ask, port } = served;
      const page = urls.category(demoFacts.categorySlugs.dresses);
      const refused = await ask(`http://localhost:${port}${page}`, { host: 'localhost:6666' });
      expect([refused.status, refused.canonical]).toEqual([400, undefined]);
      for (const visitor of [await ask(page), await ask(page)]) expect(visitor.canonical).toBe(`http://localhost:${port}${page}`);
      expect((await ask(page)).hit).toBe(true);
      const otherPort = await ask(page, { host: 'localhost:6666' });
      expect([otherPort.hit, otherPort.canonical]).toEqual([false, `http://localhost:6666${page}`]);
    });

    it('an absolute-form https:// request line leaves its https page to no plain visitor', async () => {
      const { ask, port } = served;
      const page = urls.category(demoFacts.categorySlugs.blouses);
      expect((await ask(`https://localhost:${port}${page}`)).canonical).toBe(`https://localhost:${port}${page}`);
      for (const visitor of [await ask(page), await ask(page)]) expect(visitor.canonical).toBe(`http://localhost:${port}${page}`);
      const again = await ask(`https://localhost:${port}${page}`);
      expect([again.hit, again.canonical]).toEqual([true, `https://localhost:${port}${page}`]);
    });

    it('a Host with the default port and one without it each get their own page', async () => {
      const { ask } = served;
      const page = urls.category(demoFacts.categorySlugs.skirts);
      expect((await ask(page, { host: 'localhost:80' })).canonical).toBe(`http://localhost:80${page}`);
      for (const visitor of [await ask(page, { host: 'localhost' }), await ask(page, { host: 'localhost' })]) expect(visitor.canonical).toBe(`http://localhost${page}`);
      expect((await ask(page, { host: 'localhost:80' })).canonical).toBe(`http://localhost:80${page}`);
    });
  });

  describe('with TRUST_PROXY=1', () => {
    let served: Awaited<ReturnType<typeof openServedShop>>;
    const db = () => served.shop.deps.database.db;
    beforeAll(async () => {
      served = await openServedShop(kind, { TRUST_PROXY: '1' });
    });
    afterAll(() => served?.close());

    it('the scheme the proxy saw is part of the kept page\'s key', async () => {
      const { ask, port } = served;
      const page = urls.category(demoFacts.categorySlugs.shirts);
      expect((await ask(page, { 'x-forwarded-proto': 'http, https' })).canonical).toBe(`http://localhost:${port}${page}`);
      for (const visitor of [await ask(page, { 'x-forwarded-proto': 'https' }), await ask(page, { 'x-forwarded-proto': 'https' })]) {
        expect(visitor.canonical).toBe(`https://localhost:${port}${page}`);
      }
      expect((await ask(page, { 'x-forwarded-proto': 'http' })).canonical).toBe(`http://localhost:${port}${page}`);
    });

    it('a Host with the default port behind https leaves nothing for a plain Host', async () => {
      const { ask } = served;
      const page = urls.category(demoFacts.categorySlugs.tshirts);
      expect((await ask(page, { host: 'localhost:80', 'x-forwarded-proto': 'https' })).canonical).toBe(`https://localhost:80${page}`);
      for (const visitor of [await ask(page, { host: 'localhost' }), await ask(page, { host: 'localhost' })]) expect(visitor.canonical).toBe(`http://localhost${page}`);
    });

    it('decision 018: a change purges the product\'s kept page under every origin it was kept for', async () => {
      const { ask, port } = served;
      const slug = demoFacts.simpleProductSlug;
      const page = urls.product(slug);
      const origins: Record<string, string>[] = [{}, { 'x-forwarded-proto': 'https' }, { host: `127.0.0.1:${port}` }, { host: 'localhost:80', 'x-forwarded-proto': 'https' }];
      await new Promise((r) => setTimeout(r, 1500)); // the poll takes the seed's changes in
      for (const headers of origins) {
        await ask(page, headers);
        expect((await ask(page, headers)).hit).toBe(true);
      }
      await db().updateTable('products').set({ regular_price: 370_000, price: 370_000 }).where('slug', '=', slug).execute();
      for (const headers of origins) {
        let answer = await ask(page, headers);
        for (let tries = 0; answer.hit && tries < 150; tries++) {
          await new Promise((r) => setTimeout(r, 100));
          answer = await ask(page, headers);
        }
        expect([answer.hit, answer.html.includes('370.000')]).toEqual([false, true]);
      }
    });
  });

  // The server renders a page from its URL without tracking tags, so one entry serves every tagged link; a redirect
  // answered to such a request still sends the visitor on with its own query, tags included.
  describe('redirects of pages the cache may keep', () => {
    let served: Awaited<ReturnType<typeof openServedShop>>;
    const product = urls.product(demoFacts.simpleProductSlug);
    const sentTo = async (path: string, headers: Record<string, string> = {}) => {
      const { status, location } = await served.ask(path, headers);
      return { status, location };
    };
    beforeAll(async () => {
      served = await openServedShop(kind, {});
    });
    afterAll(() => served?.close());

    it('an anonymous visitor keeps its tracking tags through the page-1, no-slash and product redirects', async () => {
      expect(await sentTo('/cua-hang/page/1/?utm_source=fb&orderby=price')).toEqual({ status: 301, location: '/cua-hang/?orderby=price&utm_source=fb' });
      expect(await sentTo('/cua-hang/page/1/?utm_source=zalo&orderby=price')).toEqual({ status: 301, location: '/cua-hang/?orderby=price&utm_source=zalo' });
      expect(await sentTo('/gio-hang?utm_source=fb&utm_medium=cpc')).toEqual({ status: 301, location: '/gio-hang/?utm_source=fb&utm_medium=cpc' });
      expect(await sentTo(`${product.slice(0, -1)}?gclid=abc`)).toEqual({ status: 301, location: `${product}?gclid=abc` });
      // A product page reads no orderby: it is dropped in the same step (decision 090).
      expect(await sentTo(`${product.slice(0, -1)}?orderby=price&fbclid=x`)).toEqual({ status: 301, location: `${product}?fbclid=x` });
    });

    it('a shopper with a cart keeps its whole query through the product redirect too', async () => {
      const cart = { cookie: 'woocommerce_items_in_cart=1' };
      expect(await sentTo(`${product.slice(0, -1)}?gclid=abc&ref=mail`, cart)).toEqual({ status: 301, location: `${product}?gclid=abc&ref=mail` });
      expect(await sentTo('/cua-hang/page/1/?utm_source=fb&orderby=price', cart)).toEqual({ status: 301, location: '/cua-hang/?utm_source=fb&orderby=price' });
    });

    it('the page the redirect leads to is still kept once for every tagged link', async () => {
      const before = served.shop.pages.stats.pages;
      const page = urls.category(demoFacts.categorySlugs.trousers);
      for (const tag of ['fb', 'zalo', 'mail']) {
        const { location } = await sentTo(`${page}page/1/?utm_source=${tag}`);
        expect(location).toBe(`${page}?utm_source=${tag}`);
        expect((await sentTo(location!)).status).toBe(200);
      }
      expect(served.shop.pages.stats.pages).toBe(before + 1);
    });
  });
});
