import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoFacts } from '../../src/db/seed/demo-facts.server';
import * as vi from '../../src/lib/messages/index';
import { Browser, countRows } from '../../src/features/account/account-test-support';
import { productId } from '../../src/features/cart/cart-test-support';
import '../../src/features/marketing-email/tables';
import { testDatabases } from '../support/databases';
import { openTestShop, type TestShop } from '../support/shop';
import { adminAjaxUrl, fillPath, routeCatalogue, shopAjaxUrl } from './routes';

// Issue 6 items 1, 7 and 8: forged logins and registrations, state changes by GET, a cross-site POST's new session.
const evil = { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' };
const keyOf = (html: string) => /data-cart_item_key="([0-9a-f]{32})"/.exec(html)?.[1] ?? '';

describe.each(testDatabases.map((d) => [d.name, d] as const))('cross-site requests on %s', (_name, kind) => {
  let shop: TestShop;
  const db = () => shop.deps.database.db;
  const browser = () => new Browser(shop.app);
  beforeAll(async () => {
    shop = await openTestShop(kind);
    await browser().register({ email: 'ke-gian@example.vn', password: 'mat-khau-ke-gian', display_name: 'Kẻ gian' });
  });
  afterAll(() => shop?.close());

  it('decision 020: every state-changing route and action of every feature, posted from another site, is refused with 403 and writes nothing', async () => {
    const { pages, shopAjax, adminAjax } = routeCatalogue(shop);
    const changes: [string, string][] = [
      ...pages.filter(([method]) => method !== 'GET').map(([method, path]): [string, string] => [method, fillPath(path, () => '1')]),
      ...shopAjax.map((action): [string, string] => ['POST', shopAjaxUrl(action)]),
      ...adminAjax.map((action): [string, string] => ['POST', `${adminAjaxUrl}?action=${action}`]),
    ];
    // Quick buy, contact forms, wishlists, reviews, blog comments, the newsletter and REST are among them.
    for (const path of ['/mua-ngay/1/', '/wp-json/contact-form-7/v1/contact-forms/1/feedback', '/danh-sach-yeu-thich/quan-ly/', '/san-pham/1/', '/tin-tuc/1/', '/nhan-tin/dang-ky/', '/wp-json/wp/v2/users/1']) {
      expect(changes.map(([, p]) => p)).toContain(path);
    }
    const tables = ['sessions', 'orders', 'reviews', 'comments', 'wishlists', 'wishlist_items', 'contact_submissions', 'newsletter_subscribers', 'outbox', 'rate_events'] as const;
    const counts = () => Promise.all(tables.map(async (t) => Number((await sql<{ n: number }>`select count(*) as n from ${sql.table(t)}`.execute(db())).rows[0]!.n)));
    const before = await counts();
    const victim = browser();
    await victim.addToCart(await productId(db(), demoFacts.simpleProductSlug), 1);
    const victimCart = await victim.cart();
    for (const [method, path] of changes) {
      for (const headers of [evil, { origin: 'null' }, { 'sec-fetch-site': 'cross-site' }] as Record<string, string>[]) {
        const res = await victim.request(path, { method, headers, body: new URLSearchParams({ action: path.split('action=')[1] ?? '', product_id: '1', nonce: '1' }) });
        expect(res.status, `${method} ${path} ${JSON.stringify(headers)}`).toBe(403);
        expect(res.headers.getSetCookie(), `${method} ${path}`).toEqual([]);
      }
    }
    expect(changes.length).toBeGreaterThan(40);
    expect(await victim.cart()).toEqual(victimCart);
    expect((await counts()).map((n, i) => n - before[i]!)).toEqual([1, 0, 0, 0, 0, 0, 0, 0, 0, 1]); // the victim's own session, counted for its address
  });

  it('every visitor gets login and register nonces of a session of their own, never a shared one', async () => {
    const [a, b] = [browser(), browser()];
    const [pageA, pageB] = [await a.myAccount(), await b.myAccount()];
    expect(a.cookies.get('shop_session')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(pageA.nonce('woocommerce-login-nonce')).not.toBe(pageB.nonce('woocommerce-login-nonce'));
    expect(pageA.nonce('woocommerce-register-nonce')).not.toBe(pageB.nonce('woocommerce-register-nonce'));
  });

  it("a login posted with the attacker's nonce (no Origin, no cookie: an old browser) is refused and logs nobody in", async () => {
    const attacker = browser();
    const nonce = (await attacker.myAccount()).nonce('woocommerce-login-nonce');
    const loggedIn = () => db().selectFrom('sessions').select('id').where('user_id', 'is not', null).execute();
    const before = (await loggedIn()).length;
    const victim = browser();
    const res = await victim.post('/tai-khoan/dang-nhap/', { username: 'ke-gian@example.vn', password: 'mat-khau-ke-gian', 'woocommerce-login-nonce': nonce });
    expect(res.status).toBe(403);
    expect(await res.text()).toContain(vi.account.formExpired);
    expect(await loggedIn()).toHaveLength(before);
    expect((await victim.myAccount()).html).toContain('woocommerce-form-login');
  });

  it('a login or registration posted from another site is refused with 403 before any session is made', async () => {
    const sessionsBefore = await countRows(db(), 'sessions');
    for (const path of ['/tai-khoan/dang-nhap/', '/tai-khoan/dang-ky/']) {
      const res = await browser().request(path, { method: 'POST', headers: evil, body: new URLSearchParams({ username: 'ke-gian@example.vn', password: 'mat-khau-ke-gian' }) });
      expect(res.status).toBe(403);
      expect(await res.text()).toBe(vi.security.crossSite);
      expect(res.headers.getSetCookie()).toEqual([]);
    }
    // Origin "null" (a sandboxed frame) and a foreign Referer without Origin are other sites too.
    for (const headers of [{ origin: 'null' }, { referer: 'https://evil.example/page' }] as Record<string, string>[]) {
      expect((await browser().request('/tai-khoan/dang-nhap/', { method: 'POST', headers, body: new URLSearchParams({}) })).status).toBe(403);
    }
    expect(await countRows(db(), 'sessions')).toBe(sessionsBefore);
  });

  it("a cross-site POST to add_to_cart is refused and never replaces the victim's session cookie", async () => {
    const victim = browser();
    await victim.addToCart(await productId(db(), demoFacts.simpleProductSlug), 1);
    const sessionsBefore = await countRows(db(), 'sessions');
    // The Lax cookie does not travel on a cross-site POST: the request arrives without it.
    const forged = await shop.app.request('/?wc-ajax=add_to_cart', { method: 'POST', headers: evil, body: new URLSearchParams({ product_id: '1' }) });
    expect(forged.status).toBe(403);
    expect(await forged.text()).toBe('-1');
    expect(forged.headers.getSetCookie()).toEqual([]);
    expect(await countRows(db(), 'sessions')).toBe(sessionsBefore);
  });

  it('state-changing ajax calls refuse GET (405); the read calls still answer GET', async () => {
    const victim = browser();
    const id = await productId(db(), demoFacts.simpleProductSlug);
    const added = await victim.request('/?wc-ajax=add_to_cart', { method: 'POST', body: new URLSearchParams({ product_id: String(id) }) });
    const key = keyOf(await added.text());
    const removed = await victim.request(`/?wc-ajax=remove_from_cart&cart_item_key=${key}`);
    expect(removed.status).toBe(405);
    expect(removed.headers.get('allow')).toBe('POST');
    expect(Object.values(await victim.cart())).toEqual([1]);
    const reported = await victim.request('/wp-admin/admin-ajax.php?action=mailchimp_set_user_by_email&email=nan-nhan@example.vn');
    expect(reported.status).toBe(405);
    expect(await db().selectFrom('marketing_carts').selectAll().execute()).toEqual([]);
    expect((await victim.request('/?wc-ajax=get_cart_totals')).status).toBe(200);
    expect((await victim.request('/?wc-ajax=get_refreshed_fragments')).status).toBe(200);
    expect((await victim.request('/wp-admin/admin-ajax.php?action=flatsome_ajax_search_products&query=ao')).status).toBe(200);
  });

  it("the no-script remove link followed from another site is refused; the shop's own pages and scripts pass", async () => {
    const shopper = browser();
    await shopper.addToCart(await productId(db(), demoFacts.simpleProductSlug), 1);
    const cart = await (await shopper.request('/gio-hang/')).text();
    const link = /href="(\/gio-hang\/\?remove_item=[^"]+)"/.exec(cart)?.[1]?.replaceAll('&amp;', '&') ?? '';
    expect((await shopper.request(link, { headers: { 'sec-fetch-site': 'cross-site' } })).status).toBe(403);
    expect(Object.values(await shopper.cart())).toEqual([1]);
    const sameSite = { origin: 'http://localhost', 'sec-fetch-site': 'same-origin' };
    const own = await shopper.request('/?wc-ajax=add_to_cart', { method: 'POST', headers: sameSite, body: new URLSearchParams({ product_id: String(await productId(db(), demoFacts.saleProductSlug)) }) });
    expect(own.status).toBe(200);
    expect(Object.keys(await shopper.cart())).toHaveLength(2);
  });

  it("the wishlist's no-script add, remove and add-to-cart links from another site are refused before anything is read", async () => {
    const shopper = browser();
    const before = await db().selectFrom('wishlist_items').select(['id']).execute();
    const add = `/?add_to_wishlist=${await productId(db(), demoFacts.simpleProductSlug)}`;
    for (const link of [add, '/danh-sach-yeu-thich/?remove_from_wishlist=1', '/danh-sach-yeu-thich/?add_to_cart_from_wishlist=1']) {
      const res = await shopper.request(link, { headers: { 'sec-fetch-site': 'cross-site' } });
      expect(res.status, link).toBe(403);
      expect(res.headers.get('set-cookie'), link).toBeNull();
    }
    expect(await db().selectFrom('wishlist_items').select(['id']).execute()).toEqual(before);
  });

  it('an ?add-to-cart= link from another site still adds, on the visitor\'s own session (decision 020)', async () => {
    const shopper = browser();
    await shopper.addToCart(await productId(db(), demoFacts.simpleProductSlug), 1);
    const session = shopper.cookies.get('shop_session');
    const res = await shopper.request(`/cua-hang/?add-to-cart=${await productId(db(), demoFacts.saleProductSlug)}`, { headers: { 'sec-fetch-site': 'cross-site' } });
    expect(res.status).toBe(303);
    expect(shopper.cookies.get('shop_session')).toBe(session);
    expect(Object.keys(await shopper.cart())).toHaveLength(2);
  });
});

describe.each(testDatabases.map((d) => [d.name, d] as const))('the same-site check with PUBLIC_URL on %s', (_name, kind) => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await openTestShop(kind, { PUBLIC_URL: 'https://cuahangviet.vn' });
  });
  afterAll(() => shop?.close());

  it('accepts the public origin and the host asked (www and the bare name); refuses every other origin', async () => {
    const post = (headers: Record<string, string>) => shop.app.request('/?wc-ajax=get_refreshed_fragments', { method: 'POST', headers, body: new URLSearchParams({}) });
    expect((await post({ host: 'www.cuahangviet.vn', origin: 'https://cuahangviet.vn' })).status).toBe(200);
    expect((await post({ host: 'www.cuahangviet.vn', origin: 'https://www.cuahangviet.vn' })).status).toBe(200);
    expect((await post({ host: 'www.cuahangviet.vn', origin: 'https://evil.example' })).status).toBe(403);
    expect((await post({ host: 'cuahangviet.vn', origin: 'http://cuahangviet.vn.evil.example' })).status).toBe(403);
  });
});
