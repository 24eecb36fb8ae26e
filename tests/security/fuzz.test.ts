import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cms } from '../../src/lib/contract-names';
import { testDatabases } from '../support/databases';
import { openTestShop, type TestShop } from '../support/shop';
import { adminAjaxUrl, fillPath, routeCatalogue, shopAjaxUrl } from './routes';
import { sameOrigin, scaled, seeded } from './scale';

// Issue 6: every contract endpoint and page route, fed hostile input: never a 5xx, never a stack or a path.
const fixed = ['', '-1', '0', '1', '1.5', '1e309', '99999999999999999999', 'NaN', '[]', '{"a":1}', '<script>alert(1)</script>', "' OR 1=1 --",
  '\u0000', 'a\u0000b', '%00', '%', '%E0%A4%A', '../../etc/passwd', '\uD800', '🛒'.repeat(50), 'x'.repeat(5000), 'Áo sơ mi', 'null', 'undefined', 'true'];
const fieldNames = ['product_id', 'add-to-cart', 'variation_id', 'quantity', 'cart_item_key', 'security', 'coupon_code', 'coupon', 'shipping_method[0]',
  'billing_province', 'billing_ward', 'billing_full_name', 'billing_email', 'post_data', 'query', 'product', 'product_cat', 'email', 'hash', 'level', 'parent',
  'attribute_pa_mau-sac', 'cart[0][qty]', 'username', 'password', 'woocommerce-process-checkout-nonce', 'paged', 'orderby', 's',
  // quick buy, contact forms, wishlists, reviews and comments, newsletter, REST
  'prod_id', 'nonce', 'product_info', 'customer_info', 'customer-email', '_wpcf7', '_wpcf7_unit_tag', 'your-name', 'your-message', 'wishlist_id', 'wishlist_name',
  'wishlist_token', 'item_id', 'positions', 'estimate_message', 'rating', 'comment', 'author', 'comment_post_ID', 'comment_parent', '_wpnonce', 'newsletter_email',
  'token', 'name', 'first_name', 'meta', '_locale'];
// A stack frame, a source path or a server folder in a body would tell an attacker how the shop is built.
const leaks = [/\bat [\w.<>]+ \(/, /node_modules/, /\/work\//, /\.tsx?:\d+/, /\bError: /, new RegExp(process.cwd().replace(/[/.]/g, '\\$&'))];

// encodeURIComponent throws on half a surrogate pair; a URL can only carry its replacement.
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

// Heap figures mean something only after a full collection; this exposes it without a command-line flag.
setFlagsFromString('--expose-gc');
const collectedHeap = () => {
  (runInNewContext('gc') as () => void)();
  return process.memoryUsage().heapUsed;
};

describe.each(testDatabases.map((d) => [d.name, d] as const))('fuzz over every route on %s', (_name, kind) => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await openTestShop(kind);
  });
  afterAll(() => shop.close());

  it('issue 6: hostile input to every contract endpoint and page route gets no 5xx and leaks no stack or path; memory stays flat', async () => {
    const random = seeded();
    const pick = <T,>(list: T[]) => list[Math.floor(random() * list.length)]!;
    const value = () => (random() < 0.7 ? pick(fixed) : String.fromCharCode(...Array.from({ length: 1 + Math.floor(random() * 40) }, () => Math.floor(random() * 0xffff))));
    const { pages, shopAjax, adminAjax } = routeCatalogue(shop);
    expect(shopAjax.length).toBeGreaterThan(8);
    expect(adminAjax.length).toBeGreaterThan(3);
    expect(pages.filter(([, path]) => path.startsWith(cms.restPrefix)).length).toBeGreaterThan(3);
    const fields = () => Array.from({ length: 1 + Math.floor(random() * 6) }, () => [pick(fieldNames), value()] as [string, string]);
    const form = () => new URLSearchParams(fields());
    const enc = (text: string) => encodeURIComponent(text.replace(loneSurrogate, '\uFFFD'));
    // REST routes take JSON, forms and multipart (contact forms): each shape in turn, and JSON that is not an object.
    const restBody = (): RequestInit => {
      const shape = random();
      if (shape < 0.4) return { headers: { ...sameOrigin, 'content-type': 'application/json' }, body: JSON.stringify(Object.fromEntries(fields())) };
      if (shape < 0.55) return { headers: { ...sameOrigin, 'content-type': 'application/json' }, body: pick(fixed) };
      if (shape < 0.8) return { headers: sameOrigin, body: form() };
      const data = new FormData();
      for (const [name, text] of fields()) data.append(name, text);
      return { headers: sameOrigin, body: data };
    };
    const requests = (): [string, RequestInit][] => [
      ...pages.map(([method, path]): [string, RequestInit] => [
        fillPath(path, (pattern) => (pattern && random() < 0.5 ? '1' : enc(value()))) + `?${pick(fieldNames)}=${enc(value())}`,
        method === 'GET' ? {} : { method, ...(path.startsWith(cms.restPrefix) ? restBody() : { headers: sameOrigin, body: form() }) },
      ]),
      ...shopAjax.map((e): [string, RequestInit] => [shopAjaxUrl(e), { method: 'POST', headers: sameOrigin, body: form() }]),
      ...adminAjax.map((a): [string, RequestInit] => [`${adminAjaxUrl}?action=${a}&${pick(fieldNames)}=${enc(value())}`, { method: random() < 0.5 ? 'GET' : 'POST', headers: sameOrigin, body: undefined }]),
      ...adminAjax.map((a): [string, RequestInit] => [adminAjaxUrl, { method: 'POST', headers: sameOrigin, body: new URLSearchParams([['action', a], ...form()]) }]),
    ];
    const rounds = scaled(6, 200);
    const tally = { tried: 0, refused: 0, failed: 0 };
    const failures: string[] = [];
    let heapAfterWarmUp = 0;
    for (let round = 0; round < rounds; round++) {
      for (const [url, init] of requests()) {
        const res = await shop.app.request(url, init);
        const body = await res.text();
        tally.tried++;
        if (res.status >= 400 && res.status < 500) tally.refused++;
        if (res.status >= 500 || leaks.some((l) => l.test(body))) {
          tally.failed++;
          failures.push(`${init.method ?? 'GET'} ${url.slice(0, 100)} → ${res.status} ${body.slice(0, 120)}`);
        }
      }
      if (round === 1) heapAfterWarmUp = collectedHeap();
    }
    const growthMb = (collectedHeap() - heapAfterWarmUp) / 2 ** 20;
    console.log(`fuzz on ${kind.name}: ${tally.tried} requests, ${tally.refused} refused (4xx), ${tally.failed} failed, heap growth after warm-up ${growthMb.toFixed(1)} MB`);
    expect(failures.slice(0, 10)).toEqual([]);
    expect(growthMb).toBeLessThan(32);
  }, 600_000);
});
