import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as vi from '../../lib/messages/index';
import { httpShopDatabases, openHttpShop, type HttpShop } from './account-http-test-support';
import { passwordChecks } from './login-throttle.server';

const password = 'mat-khau-dai';

describe.each(httpShopDatabases)('logins that check a password, counted per address (%s, real HTTP)', (name) => {
  let http: HttpShop;
  const email = 'khach-quen@example.vn';
  // The device the account was opened on, as the probe's hammer kept it: the per-account delay never holds it back.
  let knownDevice = '';

  /** A right-password login from `address` with a login form of its own (a fresh session, so its nonce is good). */
  async function logInFrom(address: string): Promise<() => Promise<Response>> {
    const b = http.browser(address);
    b.cookies.set('shop_known_device', knownDevice);
    const { nonce } = await b.myAccount();
    return () => b.post('/tai-khoan/dang-nhap/', { username: email, password, 'woocommerce-login-nonce': nonce('woocommerce-login-nonce'), login: 'Đăng nhập' });
  }

  beforeAll(async () => {
    http = await openHttpShop(name);
    const opener = http.browser('198.51.100.30');
    expect((await opener.register({ email, password, display_name: 'Khách quen' })).status).toBe(303);
    knownDevice = opener.cookies.get('shop_known_device')!;
  });
  afterAll(() => http?.close());

  it('decision 022: one /64 logging in again and again in parallel gets 30 checks in 10 minutes, then 429; other shoppers log in at once', async () => {
    const statuses: number[] = [];
    // Rounds of 10 at once, as the probe's hammer: each round's right passwords forgive its attempts, so neither
    // failure limit holds them; every address differs but all are in one IPv6 /64.
    for (let round = 0; round < 4; round++) {
      const posts = await Promise.all(Array.from({ length: 10 }, (_, i) => logInFrom(`2001:db8:5:6::${round * 10 + i + 1}`)));
      statuses.push(...(await Promise.all(posts.map((post) => post()))).map((r) => r.status));
    }
    expect(statuses.filter((s) => s === 303)).toHaveLength(passwordChecks.max);
    expect(statuses.filter((s) => s === 429)).toHaveLength(40 - passwordChecks.max);

    const refused = await (await logInFrom('2001:db8:5:6:a:b:c:d'))();
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('600');
    expect(await refused.text()).toContain(vi.account.tooManyAttempts);

    expect((await (await logInFrom('2001:db8:5:7::1'))()).status).toBe(303);
    expect((await (await logInFrom('198.51.100.31'))()).status).toBe(303);
  }, 60_000);

  it('decision 022: a right password still forgives the e-mail its failures, so the next mistake waits for nothing', async () => {
    const wrong = async () => (await http.browser('198.51.100.32').logIn(email, 'sai-mat-khau')).status;
    for (let i = 0; i < 5; i++) expect(await wrong()).toBe(400);
    expect(await wrong()).toBe(429);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await http.browser('198.51.100.32').logIn(email, password)).status).toBe(303);
    expect(await wrong()).toBe(400);
  }, 60_000);
});
