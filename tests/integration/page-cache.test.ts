import { request, type IncomingHttpHeaders } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoFacts } from '../../src/db/seed/demo-facts.server';
import { urls } from '../../src/lib/urls';
import { Browser, signedInAs } from '../../src/features/account/account-test-support';
import { testDatabases } from '../support/databases';
import { serveOverHttp } from '../support/http-shop';
import { openTestShop, type TestShop } from '../support/shop';

const product = urls.product(demoFacts.simpleProductSlug);

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
  html: string;
}

describe.each(testDatabases.map((d) => [d.name, d] as const))('page cache over HTTP on %s', (_name, kind) => {
  let shop: TestShop;
  let server: Awaited<ReturnType<typeof serveOverHttp>>;
  // Raw HTTP, so the bytes on the wire (compressed or not) are what the test sees.
  const get = (path: string, headers: Record<string, string> = {}) =>
    new Promise<Answer>((resolve, reject) => {
      request(server.base + path, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const body = Buffer.concat(chunks);
          resolve({ status: res.statusCode!, headers: res.headers, body, html: body.toString('utf8') });
        });
      })
        .on('error', reject)
        .end();
    });

  beforeAll(async () => {
    shop = await openTestShop(kind, { PAGE_CACHE_SECONDS: '60' });
    server = await serveOverHttp(shop);
  });
  afterAll(async () => {
    await server?.close();
    await shop?.close();
  });

  it('answers a hit with the stored bytes and headers, no per-visitor nonce', async () => {
    const first = await get(product);
    expect(first.headers['x-page-cache']).toBeUndefined();
    const second = await get(product);
    expect(second.headers['x-page-cache']).toBe('hit');
    expect(second.body.equals(first.body)).toBe(true);
    expect(second.headers['content-security-policy']).toBe(first.headers['content-security-policy']);
    expect(second.headers['content-length']).toBe(String(first.body.length));
    expect(second.html).not.toContain('nonce=');
  });

  it('sends the stored gzip and brotli bytes by Accept-Encoding, and 304 for a known ETag', async () => {
    const plain = await get(product);
    const br = await get(product, { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('accept-encoding');
    expect(brotliDecompressSync(br.body).equals(plain.body)).toBe(true);
    const gzip = await get(product, { 'accept-encoding': 'gzip, br;q=0' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).equals(plain.body)).toBe(true);
    const etag = plain.headers.etag!;
    expect(etag).toMatch(/^W\/".+"$/);
    const again = await get(product, { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect((await get(product, { 'if-none-match': 'W/"other"' })).status).toBe(200);
  });

  it('answers a browser\'s miss with the bytes it stores, compressed once, not marked as a hit', async () => {
    const page = urls.product(demoFacts.radioProductSlug);
    const miss = await get(page, { 'accept-encoding': 'gzip, deflate, br' });
    expect([miss.status, miss.headers['content-encoding'], miss.headers['x-page-cache']]).toEqual([200, 'br', undefined]);
    expect(miss.headers['content-length']).toBe(String(miss.body.length));
    const hit = await get(page, { 'accept-encoding': 'gzip, deflate, br' });
    expect(hit.headers['x-page-cache']).toBe('hit');
    expect(hit.body.equals(miss.body)).toBe(true);
    expect(hit.headers.etag).toBe(miss.headers.etag);
    expect(brotliDecompressSync(miss.body).toString('utf8')).toContain('</html>');
  });

  it('gzips a page it does not keep as one whole body with its length', async () => {
    const customer = await signedInAs(shop, 'customer');
    const cookie = [...customer.b.cookies].map(([n, v]) => `${n}=${v}`).join('; ');
    const cart = await get(urls.cart(), { 'accept-encoding': 'gzip', cookie });
    expect([cart.status, cart.headers['content-encoding'], cart.headers['x-page-cache']]).toEqual([200, 'gzip', undefined]);
    expect(cart.headers['content-length']).toBe(String(cart.body.length));
    expect(gunzipSync(cart.body).toString('utf8')).toContain('</html>');
  });

  it('issue 6 item 2: links differing only in tracking tags share one kept page, which carries none of them', async () => {
    const before = shop.pages.stats.pages;
    const first = await get('/cua-hang/?utm_source=tagged-0&fbclid=abc');
    expect(first.status).toBe(200);
    for (let n = 1; n < 300; n++) {
      const res = await get(`/cua-hang/?utm_source=tagged-${n}&gclid=${n}`);
      expect(res.headers['x-page-cache']).toBe('hit');
    }
    expect(shop.pages.stats.pages).toBe(before + 1);
    expect(first.html).not.toContain('tagged-');
    expect((await get('/cua-hang/')).headers['x-page-cache']).toBe('hit');
  });

  it('issue 6 item 2: links with a query parameter no page reads are never kept', async () => {
    const before = shop.pages.stats;
    for (let n = 0; n < 20; n++) expect((await get(`/cua-hang/?ref=${n}`)).headers['x-page-cache']).toBeUndefined();
    expect(shop.pages.stats).toEqual(before);
  });

  it('never carries one visitor’s cart, name, nonces or Host to another', async () => {
    const page = urls.product(demoFacts.saleProductSlug);
    const shopper = new Browser(shop.app);
    const name = 'Khách Riêng Tư';
    await shopper.register({ email: `rieng-${Date.now()}@example.vn`, password: 'mat-khau-dai-lam', display_name: name });
    const { id } = await shop.deps.database.db.selectFrom('products').select('id').where('slug', '=', demoFacts.simpleProductSlug).executeTakeFirstOrThrow();
    await shopper.addToCart(id, 2);
    const cookie = [...shopper.cookies].map(([n, v]) => `${n}=${v}`).join('; ');
    const own = await get(page, { cookie });
    expect(own.html).toContain(name);
    expect(own.html).toMatch(/class="cart-count"[^>]*>2</);
    const ownNonces = [...own.html.matchAll(/_wpnonce=([0-9a-f]{20})/g)].map((m) => m[1]!);
    expect(ownNonces.length).toBeGreaterThan(0);
    const poisoned = await get(page, { host: 'evil.example' });
    expect(poisoned.status).toBe(400); // decision 021: a Host the shop does not own is refused

    for (const visitor of [await get(page), await get(page)]) {
      expect(visitor.html).not.toContain(name);
      expect(visitor.html).not.toContain('evil.example');
      for (const nonce of ownNonces) expect(visitor.html).not.toContain(nonce);
      expect(visitor.html).toMatch(/class="cart-count[^"]*"[^>]*>0</);
    }
    expect((await get(page, { cookie })).headers['x-page-cache']).toBeUndefined();
  });

  it('issue 13: a shop manager\'s page is neither served from nor stored in the cache; the visitor after gets a clean page', async () => {
    const page = '/';
    const staffMarkup = /"can_edit_pages":"1"/;
    const manager = await signedInAs(shop, 'shop_manager');
    const cookie = [...manager.b.cookies].map(([n, v]) => `${n}=${v}`).join('; ');
    const staffFirst = await get(page, { cookie });
    expect(staffFirst.status).toBe(200);
    expect(staffFirst.html).toMatch(staffMarkup);
    expect(staffFirst.headers['cache-control']).toBe('private, no-store');
    expect(staffFirst.headers['x-page-cache']).toBeUndefined();
    // Had the manager's page been stored, this would be a hit carrying the editor links' flag.
    const visitor = await get(page);
    expect([visitor.status, visitor.headers['x-page-cache']]).toEqual([200, undefined]);
    expect(visitor.html).toContain('"can_edit_pages":""');
    const visitorAgain = await get(page);
    expect(visitorAgain.headers['x-page-cache']).toBe('hit'); // the cache is on: the visitor's page is kept
    expect(visitorAgain.html).not.toMatch(staffMarkup);
    const staffAgain = await get(page, { cookie });
    expect([staffAgain.headers['x-page-cache'], staffAgain.headers['cache-control']]).toEqual([undefined, 'private, no-store']);
    expect(staffAgain.html).toMatch(staffMarkup);
  });

  it('keeps no page drawn from settings read before a purge that came during its request (the coming-soon gate reads them first)', async () => {
    const page = urls.product(demoFacts.anyValueProductSlug);
    const settings = shop.deps.settings;
    let purged = false;
    // The purge lands just after the request's first read of the settings, before the page cache's own middleware.
    shop.deps.settings = async () => {
      const read = await settings();
      if (!purged) (purged = true), shop.pages.purgeAll();
      return read;
    };
    try {
      expect((await get(page)).status).toBe(200);
      await shop.pages.settled();
    } finally {
      shop.deps.settings = settings;
    }
    expect(purged).toBe(true);
    expect((await get(page)).headers['x-page-cache']).toBeUndefined();
    await shop.pages.settled();
    expect((await get(page)).headers['x-page-cache']).toBe('hit');
  });

  it('renders a page once for concurrent misses (single flight)', async () => {
    const page = urls.product(demoFacts.colourSwatchProductSlug);
    const answers = await Promise.all(Array.from({ length: 8 }, () => get(page)));
    const rendered = answers.filter((a) => a.headers['x-page-cache'] === undefined);
    expect(rendered).toHaveLength(1);
    for (const a of answers) expect(a.body.equals(answers[0]!.body)).toBe(true);
  });

  it('keeps neither errors, nor answers that are not HTML pages, nor the no-JS add to cart', async () => {
    await get('/khong-co-trang-nay/');
    expect((await get('/khong-co-trang-nay/')).headers['x-page-cache']).toBeUndefined();
    await get('/sitemap.xml');
    expect((await get('/sitemap.xml')).headers['x-page-cache']).toBeUndefined();
    const { id } = await shop.deps.database.db.selectFrom('products').select('id').where('slug', '=', demoFacts.simpleProductSlug).executeTakeFirstOrThrow();
    await get(product);
    const add = await get(`${product}?add-to-cart=${id}`);
    expect(add.status).toBe(303);
    expect(add.headers['set-cookie']?.join()).toContain('shop_session=');
  });
});
