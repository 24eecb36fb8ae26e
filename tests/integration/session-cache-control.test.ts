import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoFacts } from '../../src/db/seed/demo-facts.server';
import { urls } from '../../src/lib/urls';
import { Browser, signedInAs } from '../../src/features/account/account-test-support';
import { productId } from '../../src/features/cart/cart-test-support';
import { testDatabases } from '../support/databases';
import { serveOverHttp } from '../support/http-shop';
import { openTestShop, type TestShop } from '../support/shop';

// Pages drawn for a session are that shopper's own (mini-cart, notices, nonces): a shared cache must never keep them.
describe.each(testDatabases.map((d) => [d.name, d] as const))('Cache-Control of pages drawn for a session, over HTTP on %s', (_name, kind) => {
  let shop: TestShop;
  let base = '';
  const closing: (() => Promise<void>)[] = [];
  const pages = [urls.home(), urls.shop(), urls.product(demoFacts.simpleProductSlug), '/khong-co-trang-nay/'];
  const cacheControl = async (path: string, cookie?: string) => {
    const res = await fetch(base + path, { headers: cookie ? { cookie } : {}, redirect: 'manual' });
    await res.arrayBuffer();
    return res.headers.get('cache-control');
  };
  const sessionCookie = (b: Browser) => `shop_session=${b.cookies.get('shop_session')}`;

  // The page cache is on, as in production: a page it kept would show here as a missing header.
  beforeAll(async () => {
    shop = await openTestShop(kind, { PAGE_CACHE_SECONDS: '60' });
    closing.push(() => shop.close());
    const server = await serveOverHttp(shop);
    closing.unshift(() => server.close());
    base = server.base;
  });
  afterAll(async () => {
    for (const close of closing) await close();
  });

  it('a visitor with a cart and a logged-in customer get private, no-cache on every page; cart and account keep no-store', async () => {
    const visitor = new Browser(shop.app);
    await visitor.addToCart(await productId(shop.deps.database.db, demoFacts.simpleProductSlug), 1);
    const { b: customer } = await signedInAs(shop, 'customer');
    for (const cookie of [sessionCookie(visitor), sessionCookie(customer)]) {
      for (const path of pages) expect([path, await cacheControl(path, cookie)]).toEqual([path, 'private, no-cache']);
      expect(await cacheControl(urls.cart(), cookie)).toBe('private, no-store');
    }
    expect(await cacheControl('/tai-khoan/', sessionCookie(customer))).toBe('private, no-store');
  });

  it('staff pages stay private, no-store', async () => {
    const { b: manager } = await signedInAs(shop, 'shop_manager');
    expect(await cacheControl(urls.home(), sessionCookie(manager))).toBe('private, no-store');
  });

  it('anonymous pages, and a cookie that opens no session, send what they sent before: no Cache-Control', async () => {
    for (const path of pages) {
      expect(await cacheControl(path)).toBeNull();
      expect(await cacheControl(path, `shop_session=${'A'.repeat(43)}`)).toBeNull();
    }
  });
});
