import { createHash } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../support/databases';
import { openTestShop, type TestShop } from '../support/shop';

describe.each(testDatabases.map((d) => [d.name, d] as const))('server on %s', (_name, kind) => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await openTestShop(kind);
  });
  afterAll(() => shop.close());

  it('answers /healthz', async () => {
    const res = await shop.app.request('/healthz');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok' });
  });

  it('contract: admin-ajax with an unknown or missing action answers 400 "0"', async () => {
    for (const init of [
      ['/wp-admin/admin-ajax.php?action=no_such_action', {}],
      ['/wp-admin/admin-ajax.php', {}],
      ['/wp-admin/admin-ajax.php', { method: 'POST', body: new URLSearchParams({ action: '<script>' }) }],
    ] as const) {
      const res = await shop.app.request(init[0], init[1]);
      expect(res.status).toBe(400);
      expect(await res.text()).toBe('0');
    }
  });

  it('contract: an unknown ?wc-ajax endpoint answers 400 and is never cached', async () => {
    const res = await shop.app.request('/?wc-ajax=no_such_endpoint', { method: 'POST' });
    expect(res.status).toBe(400);
  });

  it('refuses a body over the limit on any method that carries one; a GET is answered without reading it', async () => {
    const big = 'x'.repeat(300 * 1024);
    for (const method of ['POST', 'PUT', 'DELETE']) {
      const res = await shop.app.request('/wp-json/wc/store/v1/cart', { method, body: big });
      expect(res.status, method).toBe(413);
    }
    expect((await shop.app.request('/wp-admin/admin-ajax.php', { method: 'POST', body: 'x'.repeat(1024 * 1024 + 1) })).status).toBe(413);
    expect((await shop.app.request('/robots.txt')).status).toBe(200);
  });

  it('an unknown REST route answers 404 JSON', async () => {
    const res = await shop.app.request('/wp-json/no/such/route');
    expect(res.status).toBe(404);
    expect((await res.json()).code).toBe('rest_no_route');
  });

  it('an unknown page answers a Vietnamese 404 page', async () => {
    const res = await shop.app.request('/khong-co-trang-nay/');
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(html).toContain('<html lang="vi"');
    expect(html).toContain('Không tìm thấy trang');
  });

  it('pages carry security headers and allow exactly their own inline scripts by hash', async () => {
    const res = await shop.app.request('/khong-co-trang-nay/');
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    const html = await res.text();
    const inline = [...html.matchAll(/<script>([^<]*)<\/script>/g)].map((m) => m[1]!);
    expect(inline).toHaveLength(2);
    expect(inline[1]).toMatch(/^var wc_add_to_cart_params=/);
    const allowed = /script-src ([^;]*)/.exec(csp)?.[1]?.split(' ') ?? [];
    expect(allowed).toEqual(["'self'", ...inline.map((text) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`)]);
    expect(html).not.toContain('nonce=');
  });

  it('spec 3.1: every page defines the client settings as strings', async () => {
    const html = await (await shop.app.request('/khong-co-trang-nay/')).text();
    for (const name of ['wc_add_to_cart_params', 'wc_add_to_cart_variation_params', 'wc_single_product_params', 'woocommerce_params', 'flatsomeVars']) {
      expect(html).toContain(`var ${name}=`);
    }
    expect(html).toContain('"wc_ajax_url":"/?wc-ajax=%%endpoint%%"');
    expect(html).toMatch(/"search_result_latency":"\d+"/);
  });

  it('compresses HTML for clients that accept gzip', async () => {
    const res = await shop.app.request('/khong-co-trang-nay/', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(res.headers.get('content-encoding')).toBe('gzip');
  });

  it('compresses a small JSON answer (gzipped on the event loop) to the same JSON, with its length', async () => {
    const path = '/wp-admin/admin-ajax.php?action=flatsome_ajax_search_products&query=' + encodeURIComponent('áo sơ');
    const plain = await (await shop.app.request(path)).text();
    expect(plain.length).toBeGreaterThan(1024); // over the least the middleware compresses
    const res = await shop.app.request(path, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(res.headers.get('content-encoding')).toBe('gzip');
    const body = Buffer.from(await res.arrayBuffer());
    expect(Number(res.headers.get('content-length'))).toBe(body.length);
    expect(gunzipSync(body).toString('utf8')).toBe(plain);
  });
});
