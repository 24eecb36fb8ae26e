import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoFacts } from '../../db/seed/demo-facts.server';
import { testDatabases } from '../../../tests/support/databases';
import type { TestShop } from '../../../tests/support/shop';
import { productId } from '../cart/cart-test-support';
import { Browser, countRows, openTestShop } from './account-test-support';

const loggedIn = (html: string) => html.includes('woocommerce-MyAccount-navigation');
const sessionRowId = (token: string | undefined) => createHash('sha256').update(token ?? '').digest('hex');

describe.each(testDatabases.map((d) => [d.name, d] as const))('account sessions and the cart on %s', (_name, kind) => {
  let shop: TestShop;
  const db = () => shop.deps.database.db;
  const browser = () => new Browser(shop.app);
  let serial = 0;
  const password = 'mat-khau-dai';

  /** A customer who registered and logged out; their e-mail. */
  async function customer(): Promise<string> {
    const b = browser();
    const email = `phien${++serial}@example.vn`;
    expect((await b.register({ email, password, display_name: 'Trần Văn Minh' })).status).toBe(303);
    await b.logOut();
    return email;
  }

  beforeAll(async () => {
    shop = await openTestShop(kind);
  });
  afterAll(() => shop?.close());

  it('decision 011: login binds a NEW session to the customer; the token from before the login opens nothing after it', async () => {
    const email = await customer();
    const b = browser();
    await b.addToCart(await productId(db(), demoFacts.simpleProductSlug), 1);
    const before = b.cookies.get('shop_session');
    expect(before).toBeDefined();
    const res = await b.logIn(email, password);
    expect(res.status).toBe(303);
    const after = b.cookies.get('shop_session');
    expect(after).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(after).not.toBe(before);
    const row = await db().selectFrom('sessions').select('user_id').where('id', '=', sessionRowId(after)).executeTakeFirstOrThrow();
    expect(row.user_id).toBeGreaterThan(0);
    expect(await db().selectFrom('sessions').select('id').where('id', '=', sessionRowId(before)).execute()).toEqual([]);
    expect(loggedIn((await b.myAccount()).html)).toBe(true);

    const attacker = browser();
    attacker.cookies.set('shop_session', before!);
    expect(loggedIn((await attacker.myAccount()).html)).toBe(false);
    expect(await attacker.cart()).toEqual({});
  });

  it('decision 011: login without a session makes one; an empty cart sets no cart cookies', async () => {
    const email = await customer();
    const b = browser();
    expect((await b.logIn(email, password)).status).toBe(303);
    expect(b.cookies.has('shop_session')).toBe(true);
    expect(b.cookies.has('woocommerce_items_in_cart')).toBe(false);
  });

  it('decision 011: the cart follows the shopper: the visitor\'s cart and the account\'s earlier cart merge, same items summed and clamped', async () => {
    const email = await customer();
    const wallet = await productId(db(), demoFacts.simpleProductSlug);
    const tote = await productId(db(), demoFacts.saleProductSlug);
    const lamp = await productId(db(), demoFacts.lowStockSimpleSlug);
    const cups = await productId(db(), demoFacts.minMaxQtySlug);
    const phone = browser();
    expect((await phone.logIn(email, password)).status).toBe(303);
    await phone.addToCart(wallet, 2);
    await phone.addToCart(lamp, 1);
    await phone.addToCart(cups, 10);

    const laptop = browser();
    await laptop.addToCart(wallet, 1);
    await laptop.addToCart(tote, 1);
    await laptop.addToCart(lamp, 1);
    await laptop.addToCart(cups, 5);
    expect((await laptop.logIn(email, password)).status).toBe(303);
    expect(laptop.cookies.get('woocommerce_items_in_cart')).toBe('1');
    expect(await laptop.cart()).toEqual({
      'Ví da nam gấp đôi': 3,
      'Túi tote vải canvas': 1,
      'Đèn ngủ để bàn': 1, // one left in stock
      'Cốc sứ men rạn': demoFacts.minMaxQty.max,
    });
    // One account, one cart: the phone's session ended when its cart moved.
    expect(loggedIn((await phone.myAccount()).html)).toBe(false);
    expect(await phone.cart()).toEqual({});
  });

  it('decision 015: logout ends the session, clears its cookies, and the cart waits for the next login', async () => {
    const email = await customer();
    const b = browser();
    expect((await b.logIn(email, password)).status).toBe(303);
    await b.addToCart(await productId(db(), demoFacts.simpleProductSlug), 2);
    const token = b.cookies.get('shop_session');
    const res = await b.logOut();
    expect(res.status).toBe(303);
    const cleared = res.headers.getSetCookie();
    expect(cleared.some((c) => /^shop_session=;.*Max-Age=0/.test(c))).toBe(true);
    expect(cleared.some((c) => /^woocommerce_items_in_cart=;.*Max-Age=0/.test(c))).toBe(true);
    expect(cleared.some((c) => /^woocommerce_cart_hash=;.*Max-Age=0/.test(c))).toBe(true);
    expect([...b.cookies.keys()]).toEqual(['shop_known_device']); // it opens nothing (decision 022)
    expect(await db().selectFrom('sessions').select('id').where('id', '=', sessionRowId(token)).execute()).toEqual([]);
    const replay = browser();
    replay.cookies.set('shop_session', token!);
    expect(loggedIn((await replay.myAccount()).html)).toBe(false);
    expect(await replay.cart()).toEqual({});

    expect((await b.logIn(email, password)).status).toBe(303);
    expect(await b.cart()).toEqual({ 'Ví da nam gấp đôi': 2 });
  });

  it('logging in as another customer over a logged-in one ends the first as a logout would: their cart waits for them, not in the other account', async () => {
    const first = await customer();
    const second = await customer();
    const shared = browser();
    expect((await shared.logIn(first, password)).status).toBe(303);
    await shared.addToCart(await productId(db(), demoFacts.simpleProductSlug), 2);
    // The login form a logged-in shopper is shown when a form has expired, with a nonce of their session.
    const refused = await (await shared.post('/tai-khoan/dang-nhap/', { username: 'x', password: 'y', 'woocommerce-login-nonce': '0'.repeat(20) })).text();
    const nonce = /name="woocommerce-login-nonce" value="([0-9a-f]{20})"/.exec(refused)![1]!;
    const res = await shared.post('/tai-khoan/dang-nhap/', { username: second, password, 'woocommerce-login-nonce': nonce, login: 'Đăng nhập' });
    expect(res.status).toBe(303);
    expect(await shared.cart()).toEqual({});
    expect(shared.cookies.has('woocommerce_items_in_cart')).toBe(false);

    const firstAgain = browser();
    expect((await firstAgain.logIn(first, password)).status).toBe(303);
    expect(await firstAgain.cart()).toEqual({ 'Ví da nam gấp đôi': 2 });
    expect(loggedIn((await shared.myAccount()).html)).toBe(true); // the second customer is still logged in there
  });

  it('spec 6 / decision 011: a logout link without a good nonce logs nobody out; it asks first', async () => {
    const email = await customer();
    const b = browser();
    expect((await b.logIn(email, password)).status).toBe(303);
    const sessions = await countRows(db(), 'sessions');
    for (const path of ['/tai-khoan/dang-xuat/', '/tai-khoan/dang-xuat/?_wpnonce=0123456789abcdef0123']) {
      const res = await b.request(path);
      expect(res.status).toBe(403);
      expect(await res.text()).toMatch(/<form class="logout-confirm" action="\/tai-khoan\/dang-xuat\/" method="post">.*name="_wpnonce" value="[0-9a-f]{20}"/);
    }
    expect(await countRows(db(), 'sessions')).toBe(sessions);
    expect(loggedIn((await b.myAccount()).html)).toBe(true);
  });

  it('a visitor who is not logged in is never logged out of a cart', async () => {
    const b = browser();
    await b.addToCart(await productId(db(), demoFacts.simpleProductSlug), 1);
    expect((await b.request('/tai-khoan/dang-xuat/', { method: 'POST' })).status).toBe(303);
    expect(await b.cart()).toEqual({ 'Ví da nam gấp đôi': 1 });
  });
});
