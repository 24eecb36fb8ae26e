import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoFacts } from '../../src/db/seed/demo-facts.server';
import { urls } from '../../src/lib/urls';
import { Browser } from '../../src/features/account/account-test-support';
import { productId } from '../../src/features/cart/cart-test-support';
import { WishlistShopper } from '../../src/features/wishlist/wishlist-test-support';
import { wishlist } from '../../src/lib/contract-names';
import { sessionCookie } from '../../src/server/session.server';
import { testDatabases } from '../support/databases';
import { openTestShop, type TestShop } from '../support/shop';

// Issue 6: a page the cache keeps never carries one visitor's cart, name, nonce or Host to another.
const pages = [urls.home(), urls.shop(), urls.product(demoFacts.simpleProductSlug), urls.cart(), urls.checkout(), '/tai-khoan/'];
const nonces = (html: string) => new Set([...html.matchAll(/(?:nonce|_wpnonce|security)["=:]+(?:\s*value=")?([0-9a-f]{20})/g)].map((m) => m[1]!));

async function anonymousTwice(shop: TestShop, path: string, headers: Record<string, string> = {}): Promise<{ html: string; cached: boolean }> {
  await shop.app.request(path, { headers });
  await shop.pages.settled(); // a page is kept once its gzip and brotli bytes are made
  const res = await shop.app.request(path, { headers });
  return { html: await res.text(), cached: res.headers.get('x-page-cache') === 'hit' };
}

describe.each(testDatabases.map((d) => [d.name, d] as const))('page cache isolation on %s', (_name, kind) => {
  let shop: TestShop;
  const db = () => shop.deps.database.db;
  const customer = { email: 'rieng.tu@example.vn', password: 'mat-khau-rieng', display_name: 'Trần Riêng Tư' };
  beforeAll(async () => {
    shop = await openTestShop(kind, { PAGE_CACHE_SECONDS: '60' });
  });
  afterAll(() => shop?.close());

  it("a customer's name, cart and nonces never reach an anonymous visitor's cached page", async () => {
    const a = new Browser(shop.app);
    expect((await a.register(customer)).status).toBe(303);
    await a.addToCart(await productId(db(), demoFacts.saleProductSlug), 3);
    const seen = new Set<string>();
    for (const path of pages) for (const nonce of nonces(await (await a.request(path)).text())) seen.add(nonce);
    expect(seen.size).toBeGreaterThan(0);
    let kept = 0;
    for (const path of pages) {
      const { html, cached } = await anonymousTwice(shop, path);
      if (cached) kept++;
      expect(html).not.toContain(customer.display_name);
      expect(html).not.toContain(customer.email);
      expect(html).not.toContain('woocommerce-mini-cart-item');
      for (const nonce of seen) expect(html).not.toContain(nonce);
    }
    expect(kept).toBeGreaterThanOrEqual(3); // home, shop, product: the cache really answered
  });

  it("a session cookie spaced or tabbed around its name, which the shop still reads, never puts that visitor's cart in a kept page", async () => {
    const a = new Browser(shop.app);
    await a.addToCart(await productId(db(), demoFacts.saleProductSlug), 2);
    const token = a.cookies.get(sessionCookie);
    expect(token).toBeDefined();
    const spellings = [`${sessionCookie} =${token}`, `${sessionCookie}\t=${token}`, `a=1; \t${sessionCookie}\t = ${token}`];
    for (const [i, cookie] of spellings.entries()) {
      const path = `${urls.shop()}?orderby=${['price', 'price-desc', 'date'][i]}`;
      const own = await (await shop.app.request(path, { headers: { cookie } })).text();
      expect(own, cookie).toContain('woocommerce-mini-cart-item'); // the shop read the session from this header
      await shop.pages.settled();
      const anonymous = await shop.app.request(path);
      expect(anonymous.headers.get('x-page-cache'), cookie).toBeNull();
      expect(await anonymous.text(), cookie).not.toContain('woocommerce-mini-cart-item');
    }
  });

  it("a visitor's wishlist (its name, its count, its products marked as added) never reaches another visitor's cached page", async () => {
    const owner = new WishlistShopper(shop.app);
    const id = await productId(db(), demoFacts.simpleProductSlug);
    await owner.page(urls.product(demoFacts.simpleProductSlug));
    expect((await owner.call(wishlist.actions.add, { add_to_wishlist: String(id), product_type: 'simple' })).status).toBe(200);
    const list = await db().selectFrom('wishlists').select('id').orderBy('id', 'desc').executeTakeFirstOrThrow();
    const name = 'Danh sách bí mật của Riêng Tư';
    expect((await owner.call(wishlist.actions.saveTitle, { wishlist_id: String(list.id), title: name, wishlist_name: name })).status).toBe(200);
    const ownPage = await (await owner.request(urls.product(demoFacts.simpleProductSlug))).text();
    const counted = 'data-icon-label="1"';
    expect(ownPage.includes(counted), 'the owner sees the count').toBe(true);
    expect((await (await owner.request('/danh-sach-yeu-thich/')).text()).includes(name), 'the owner sees the name').toBe(true);
    for (const path of [urls.home(), urls.shop(), urls.product(demoFacts.simpleProductSlug)]) {
      const { html, cached } = await anonymousTwice(shop, path);
      expect(cached, path).toBe(true);
      expect([html.includes(name), html.includes(counted), html.includes('yith-wcwl-wishlistexistsbrowse')], path).toEqual([false, false, false]);
    }
  });

  it('two anonymous visitors never share a form nonce: pages with one are not kept', async () => {
    const [first, second] = [await shop.app.request('/tai-khoan/'), await shop.app.request('/tai-khoan/')];
    expect(second.headers.get('x-page-cache')).toBeNull();
    const [n1, n2] = [nonces(await first.text()), nonces(await second.text())];
    expect(n1.size).toBeGreaterThanOrEqual(2); // the account forms' own, and the wishlist calls'
    for (const nonce of n1) expect(n2.has(nonce)).toBe(false);
  });

  it("a hostile Host never enters a kept page; later visitors get the shop's own origin", async () => {
    const path = urls.product(demoFacts.saleProductSlug);
    for (let i = 0; i < 3; i++) expect((await shop.app.request(path, { headers: { host: 'evil.example' } })).status).toBe(400);
    const { html } = await anonymousTwice(shop, path);
    expect(html).not.toContain('evil.example');
    expect(html).toContain(`<link rel="canonical" href="http://localhost${path}"/>`);
  });
});

describe.each(testDatabases.map((d) => [d.name, d] as const))('page cache isolation with PUBLIC_URL on %s', (_name, kind) => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await openTestShop(kind, { PAGE_CACHE_SECONDS: '60', PUBLIC_URL: 'https://cuahangviet.vn' });
  });
  afterAll(() => shop?.close());

  it('a page first asked for with any Host is kept with the public origin only', async () => {
    const path = urls.product(demoFacts.simpleProductSlug);
    await shop.app.request(path, { headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'http' } });
    const { html, cached } = await anonymousTwice(shop, path);
    expect(cached).toBe(true);
    expect(html).not.toContain('evil.example');
    expect(html).toContain(`<link rel="canonical" href="https://cuahangviet.vn${path}"/>`);
  });
});
