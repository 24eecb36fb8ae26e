import { setTimeout as pause } from 'node:timers/promises';
import type { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { demoFacts } from '../../db/seed/demo-facts.server';
import { testDatabases } from '../../../tests/support/databases';
import { shopOverHttpForSuite } from '../../../tests/support/http-shop';
import { productId } from '../../features/cart/cart-test-support';
import { Browser } from '../../features/account/account-test-support';
import type { AppEnv } from '../../server/shop.server';

const password = 'mat-khau-dai';

// Decision 082: a login in one tab while another tab adds to the cart. Each add is either in the customer's cart
// after the login, or answered as not done; none is answered success and then lost with the visitor's session.
describe.each(testDatabases.map((d) => [d.name, d] as const))('a login while the visitor adds to the cart on %s', (_name, kind) => {
  // Each test browser from an address of its own (TRUST_PROXY), so the logins stay within the per-address limits.
  const suite = shopOverHttpForSuite(kind, { TRUST_PROXY: '1' });
  const db = () => suite.shop().deps.database.db;
  let browsers = 0;
  const browser = () => {
    const address = `198.51.100.${++browsers}`;
    const request = (path: string, init: RequestInit = {}) => {
      const headers = new Headers(init.headers);
      headers.set('x-forwarded-for', address);
      return fetch(suite.base() + path, { ...init, headers, redirect: 'manual' });
    };
    return new Browser({ request } as unknown as Hono<AppEnv>);
  };

  /** An add sent with the visitor's cookie `after` ms from now: whether it was answered as added to that session. */
  async function addWith(token: string, id: string, after: number): Promise<boolean> {
    await pause(after);
    const res = await fetch(suite.base() + '/?wc-ajax=add_to_cart', { method: 'POST', headers: { cookie: `shop_session=${token}` }, body: new URLSearchParams({ product_id: id, quantity: '1' }) });
    expect(res.status).toBe(200);
    const answer = (await res.json()) as { error?: boolean };
    // An add that found the session already ended starts a new one (its own cookie): not the visitor's cart.
    return !answer.error && !(res.headers.get('set-cookie') ?? '').includes('shop_session=');
  }

  it('spec 3.2: every add answered success is in the customer cart after the login', async () => {
    const email = `dang.nhap.${kind.name}@example.vn`;
    const owner = browser();
    await owner.register({ email, password, display_name: 'Lê Thị Hoa' });
    await owner.logOut();
    const id = String(await productId(db(), demoFacts.simpleProductSlug));
    for (let round = 0; round < 4; round++) {
      const visitor = browser();
      await visitor.addToCart(Number(id), 1);
      const { nonce } = await visitor.myAccount();
      const form = { username: email, password, 'woocommerce-login-nonce': nonce('woocommerce-login-nonce'), login: 'Đăng nhập' };
      const token = visitor.cookies.get('shop_session')!;
      const [login, ...added] = await Promise.all([
        visitor.request('/tai-khoan/dang-nhap/', { method: 'POST', body: new URLSearchParams(form) }),
        ...Array.from({ length: 12 }, (_, i) => addWith(token, id, i * 20)),
      ]);
      expect(login.status).toBe(303);
      expect(Object.values(await visitor.cart())).toEqual([1 + added.filter(Boolean).length]);
      await db().deleteFrom('cart_items').execute();
      await visitor.logOut();
    }
  });

  it('spec 3.2: a logout with an empty cart while another tab adds: every add answered success is back at the next login', async () => {
    const email = `dang.xuat.${kind.name}@example.vn`;
    const customer = browser();
    await customer.register({ email, password, display_name: 'Phạm Văn Nam' });
    const id = String(await productId(db(), demoFacts.simpleProductSlug));
    for (let round = 0; round < 4; round++) {
      const { html } = await customer.myAccount();
      const link = /href="(\/tai-khoan\/dang-xuat\/\?_wpnonce=[0-9a-f]{20})"/.exec(html)![1]!;
      const token = customer.cookies.get('shop_session')!;
      const [logout, ...added] = await Promise.all([customer.request(link), ...Array.from({ length: 8 }, (_, i) => addWith(token, id, i * 5))]);
      expect(logout.status).toBe(303);
      expect((await customer.logIn(email, password)).status).toBe(303);
      expect(Object.values(await customer.cart()).reduce((n, q) => n + q, 0)).toBe(added.filter(Boolean).length);
      await db().deleteFrom('cart_items').execute();
    }
  });

  it('a login sent three times at once: the customer cart is never lost, and one of the answers holds it', async () => {
    const email = `hai.lan.${kind.name}@example.vn`;
    const owner = browser();
    await owner.register({ email, password, display_name: 'Đỗ Minh Tuấn' });
    const id = Number(await productId(db(), demoFacts.simpleProductSlug));
    await owner.addToCart(id, 2);
    await owner.logOut();
    for (let round = 0; round < 12; round++) {
      const visitor = browser();
      await visitor.addToCart(id, 1);
      const { nonce } = await visitor.myAccount();
      const form = new URLSearchParams({ username: email, password, 'woocommerce-login-nonce': nonce('woocommerce-login-nonce'), login: 'Đăng nhập' });
      const answers = await Promise.all([0, 1, 2].map(() => visitor.request('/tai-khoan/dang-nhap/', { method: 'POST', body: form })));
      const tokens = answers.map((a) => /shop_session=([^;]+)/.exec(a.headers.get('set-cookie') ?? '')![1]!);
      const carts = await Promise.all(tokens.map((token) => {
        const tab = browser();
        tab.cookies.set('shop_session', token);
        return tab.cart();
      }));
      expect(Math.max(...carts.map((c) => Object.values(c)[0] ?? 0))).toBe(3 + round);
    }
  });
});
