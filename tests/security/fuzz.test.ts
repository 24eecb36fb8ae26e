import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { features } from '../../src/app/features.server';
import { ActionRegistry, type AppEnv, type ShopRoutes } from '../../src/server/shop.server';
import { cms, shop as shopNames } from '../../src/lib/contract-names';
import { testDatabases } from '../support/databases';
import { openTestShop, type TestShop } from '../support/shop';
import { sameOrigin, scaled, seeded } from './scale';

// Issue 6: every contract endpoint and page route, fed hostile input: never a 5xx, never a stack or a path.
const fixed = ['', '-1', '0', '1', '1.5', '1e309', '99999999999999999999', 'NaN', '[]', '{"a":1}', '<script>alert(1)</script>', "' OR 1=1 --",
  '\u0000', 'a\u0000b', '%00', '%', '%E0%A4%A', '../../etc/passwd', '\uD800', '🛒'.repeat(50), 'x'.repeat(5000), 'Áo sơ mi', 'null', 'undefined', 'true'];
const fieldNames = ['product_id', 'add-to-cart', 'variation_id', 'quantity', 'cart_item_key', 'security', 'coupon_code', 'coupon', 'shipping_method[0]',
  'billing_province', 'billing_ward', 'billing_full_name', 'billing_email', 'post_data', 'query', 'product', 'product_cat', 'email', 'hash', 'level', 'parent',
  'attribute_pa_mau-sac', 'cart[0][qty]', 'username', 'password', 'woocommerce-process-checkout-nonce', 'paged', 'orderby', 's'];
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

function catalogue(deps: TestShop["deps"]): { shopAjax: string[]; adminAjax: string[] } {
  const routes: ShopRoutes = { adminAjax: new ActionRegistry(), shopAjax: new ActionRegistry(), rest: new Hono<AppEnv>(), pages: new Hono<AppEnv>() };
  for (const feature of features) feature.register(routes, deps);
  return { shopAjax: routes.shopAjax.names(), adminAjax: routes.adminAjax.names() };
}

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
    const pages = shop.app.routes.filter((r) => (r.method === 'GET' || r.method === 'POST') && !r.path.includes('*')).map((r) => [r.method, r.path] as const);
    const { shopAjax, adminAjax } = catalogue(shop.deps);
    expect(shopAjax.length).toBeGreaterThan(8);
    expect(adminAjax.length).toBeGreaterThan(3);
    const form = () => new URLSearchParams(Array.from({ length: 1 + Math.floor(random() * 6) }, () => [pick(fieldNames), value()]));
    const enc = (text: string) => encodeURIComponent(text.replace(loneSurrogate, '\uFFFD'));
    const requests = (): [string, RequestInit][] => [
      ...pages.map(([method, path]): [string, RequestInit] => [
        path.replace(/:(\w+)(\{[^}]*\})?/g, () => enc(value())) + `?${pick(fieldNames)}=${enc(value())}`,
        method === 'POST' ? { method, headers: sameOrigin, body: form() } : {},
      ]),
      ...shopAjax.map((e): [string, RequestInit] => [`/?${shopNames.ajaxQueryKey}=${e}`, { method: 'POST', headers: sameOrigin, body: form() }]),
      ...adminAjax.map((a): [string, RequestInit] => [`${cms.ajaxPath}?action=${a}&${pick(fieldNames)}=${enc(value())}`, { method: random() < 0.5 ? 'GET' : 'POST', headers: sameOrigin, body: undefined }]),
      ...adminAjax.map((a): [string, RequestInit] => [cms.ajaxPath, { method: 'POST', headers: sameOrigin, body: new URLSearchParams([['action', a], ...form()]) }]),
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
