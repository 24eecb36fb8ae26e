import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as vi from '../../lib/messages/index';
import { testDatabases } from '../../../tests/support/databases';
import type { TestShop } from '../../../tests/support/shop';
import { Browser, countRows, openTestShop } from './account-test-support';
import { loginLimits } from './login-throttle.server';

const decode = (html: string) => html.replace(/&quot;/g, '"').replace(/&#x27;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

describe.each(testDatabases.map((d) => [d.name, d] as const))('accounts on %s', (_name, kind) => {
  let shop: TestShop;
  const db = () => shop.deps.database.db;
  const browser = (address?: string) => new Browser(shop.app, address);
  let serial = 0;
  const newEmail = () => `khach${++serial}@example.vn`;
  // What a refused form must not write: an account or a logged-in session (the form page itself makes a session, decision 020).
  const loggedIn = async () => (await db().selectFrom('sessions').select('id').where('user_id', 'is not', null).execute()).length;
  const rowsNow = async () => ({ users: await countRows(db(), 'users'), loggedIn: await loggedIn() });

  async function customer(address?: string) {
    const b = browser(address);
    const email = newEmail();
    expect((await b.register({ email, password: 'mat-khau-dai', display_name: 'Nguyễn Thị Lan' })).status).toBe(303);
    await b.logOut();
    return { email, password: 'mat-khau-dai' };
  }

  beforeAll(async () => {
    shop = await openTestShop(kind);
  });
  afterAll(() => shop?.close());

  it('decision 015: a visitor sees the login and register forms side by side, with nonces of a session of their own (decision 020), not indexed', async () => {
    const before = await rowsNow();
    const sessions = await countRows(db(), 'sessions');
    const res = await browser().request('/tai-khoan/');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(res.headers.getSetCookie()).toEqual([expect.stringMatching(/^shop_session=[A-Za-z0-9_-]{43}; Max-Age=\d+; Path=\/; HttpOnly; SameSite=Lax$/)]);
    expect(await countRows(db(), 'sessions')).toBe(sessions + 1);
    const html = await res.text();
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect(html).toMatch(/<div class="u-columns col2-set" id="customer_login"><div class="u-column1 col-1"><h2>Đăng nhập<\/h2><form class="woocommerce-form woocommerce-form-login login" action="\/tai-khoan\/dang-nhap\/" method="post">/);
    expect(html).toMatch(/<form class="woocommerce-form woocommerce-form-register register" action="\/tai-khoan\/dang-ky\/" method="post">/);
    expect(html).toMatch(/name="woocommerce-login-nonce" value="[0-9a-f]{20}"/);
    expect(html).toMatch(/name="woocommerce-register-nonce" value="[0-9a-f]{20}"/);
    expect(await rowsNow()).toEqual(before);
  });

  it('decision 015: register stores a lower-cased e-mail and an scrypt hash, and logs in at once', async () => {
    const b = browser();
    const res = await b.register({ email: '  Lan.Nguyen@Example.VN ', password: 'hoa sen 2025', display_name: 'Nguyễn Thị Lan', phone: '0912 345 678' });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/tai-khoan/');
    expect(b.cookies.get('shop_session')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const user = await db().selectFrom('users').selectAll().where('email', '=', 'lan.nguyen@example.vn').executeTakeFirstOrThrow();
    expect(user.password_hash).toMatch(/^scrypt\$16384\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(user.password_hash).not.toContain('hoa sen');
    expect([user.display_name, user.phone]).toEqual(['Nguyễn Thị Lan', '0912345678']);
    const html = decode((await b.myAccount()).html);
    expect(html).toContain(vi.account.welcome('Nguyễn Thị Lan'));
    expect(html).toContain('Xin chào Nguyễn Thị Lan');
    expect(html).toContain(vi.account.noOrders);
    expect(html).not.toContain('customer_login');
  });

  it('decision 015: an e-mail registered before, in any case, is refused with nothing written', async () => {
    const { email } = await customer();
    const before = await rowsNow();
    const res = await browser().register({ email: email.toUpperCase(), password: 'mat-khau-khac', display_name: 'Ai Đó' });
    expect(res.status).toBe(400);
    expect(decode(await res.text())).toContain('Email này đã được đăng ký');
    expect(await rowsNow()).toEqual(before);
  });

  it('decision 015: register refuses bad fields with their messages, keeps what was typed (never the password), writes nothing', async () => {
    const before = await rowsNow();
    const cases: [Record<string, string>, string][] = [
      [{ email: 'khong-phai-email', password: 'mat-khau-dai', display_name: 'Lan' }, vi.account.invalidEmail],
      [{ email: newEmail(), password: 'ngan', display_name: 'Lan' }, vi.account.passwordTooShort],
      [{ email: newEmail(), password: 'mat-khau-dai', display_name: '<script>alert(1)</script>' }, vi.account.nameInvalid],
      [{ email: newEmail(), password: 'mat-khau-dai', display_name: '   ' }, vi.account.nameRequired],
      [{ email: newEmail(), password: 'mat-khau-dai', display_name: '\u200b' }, vi.account.nameRequired], // a zero-width space shows nothing
      [{ email: newEmail(), password: ' '.repeat(12), display_name: 'Lan' }, vi.account.passwordRequired],
      [{ email: newEmail(), password: 'mat-khau-dai', display_name: 'Lan', phone: '12345' }, vi.account.phoneInvalid],
      [{ email: newEmail(), password: 'x'.repeat(1025), display_name: 'Lan' }, vi.account.passwordTooLong],
    ];
    for (const [fields, message] of cases) {
      const res = await browser().register(fields as { email: string; password: string; display_name: string });
      expect(res.status).toBe(400);
      const html = await res.text();
      expect(decode(html)).toContain(message);
      expect(html).not.toContain('<script>alert');
      expect(html).not.toContain(`value="${fields.password}"`);
    }
    expect(await rowsNow()).toEqual(before);
  });

  it('spec 6 / decision 011: login and register without a good nonce are refused with 403 and nothing written', async () => {
    const { email, password } = await customer();
    const before = await rowsNow();
    const b = browser();
    for (const nonce of ['', 'deadbeefdeadbeefdead', '<b>']) {
      const login = await b.post('/tai-khoan/dang-nhap/', { username: email, password, 'woocommerce-login-nonce': nonce });
      expect(login.status).toBe(403);
      expect(decode(await login.text())).toContain(vi.account.formExpired);
      expect((await b.post('/tai-khoan/dang-ky/', { email: newEmail(), password, display_name: 'Lan', 'woocommerce-register-nonce': nonce })).status).toBe(403);
    }
    expect(await rowsNow()).toEqual(before);
    expect(await countRows(db(), 'login_attempts')).toBe(0);
  });

  it('hostile input: a huge body is refused with 413 before it is read, and nothing is written', async () => {
    const before = await rowsNow();
    const b = browser();
    const { nonce } = await b.myAccount();
    const fields = { email: newEmail(), password: 'mat-khau-dai', display_name: 'x'.repeat(20_000), 'woocommerce-register-nonce': nonce('woocommerce-register-nonce') };
    const res = await b.post('/tai-khoan/dang-ky/', fields);
    expect(res.status).toBe(413);
    expect(decode(await res.text())).toContain(vi.account.tooLarge);
    expect(await rowsNow()).toEqual(before);
  });

  it('decision 015: a wrong password is refused and counted; the right one logs in and forgives the count', async () => {
    const { email, password } = await customer('198.51.100.7');
    const b = browser('198.51.100.7');
    const wrong = await b.logIn(email, 'sai-mat-khau');
    expect(wrong.status).toBe(400);
    const html = decode(await wrong.text());
    expect(html).toContain(vi.account.wrongLogin);
    expect(html).toMatch(new RegExp(`<input type="email"[^>]* id="username"[^>]* value="${email.replace('.', '\\.')}"`));
    expect(await db().selectFrom('login_attempts').select('ip').where('email', '=', email).execute()).toEqual([{ ip: '198.51.100.7' }]);
    expect((await browser().logIn('khong-co@example.vn', 'bat-ky-gi')).status).toBe(400);
    const right = await b.logIn(email.toUpperCase(), password);
    expect(right.status).toBe(303);
    expect(await countRows(db(), 'login_attempts')).toBe(1); // only the unknown e-mail's failure is left
    expect(decode((await b.myAccount()).html)).toContain('Xin chào Nguyễn Thị Lan');
  });

  it('decision 022: after 5 failures the right password waits (429, Retry-After), from any address', async () => {
    const { email, password } = await customer();
    const b = browser('198.51.100.20');
    for (let i = 0; i < loginLimits.perEmail; i++) expect((await b.logIn(email, `sai-${i}-mat-khau`)).status).toBe(400);
    // More failures just now, as a guesser would leave them: the wait reaches its 60 s cap, longer than any slow machine.
    const now = new Date().toISOString();
    await db().insertInto('login_attempts').values(Array.from({ length: 7 }, () => ({ email, ip: '198.51.100.19', attempted_at: now }))).execute();
    const blocked = await b.logIn(email, password);
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(blocked.headers.get('retry-after'))).toBeLessThanOrEqual(loginLimits.maxDelayMs / 1000);
    expect(decode(await blocked.text())).toContain(vi.account.tooManyAttempts);
    expect((await b.myAccount()).html).toContain('id="customer_login"');
    // From another address too: the delay is the e-mail's.
    expect((await browser('198.51.100.21').logIn(email, password)).status).toBe(429);
  });

  it('decision 015: an address is refused after 20 failures, whatever the e-mails', async () => {
    const { email, password } = await customer();
    const b = browser('198.51.100.30');
    for (let i = 0; i < loginLimits.perAddress; i++) expect((await b.logIn(`nobody${i}@example.vn`, 'sai-mat-khau')).status).toBe(400);
    expect((await b.logIn(email, password)).status).toBe(429);
    expect((await browser('198.51.100.31').logIn(email, password)).status).toBe(303);
  });

  it('decision 015: a forwarded-for header cannot dodge the address limit unless the shop trusts its proxy', async () => {
    const b = browser('198.51.100.40');
    const spoofed = (i: number) => ({ 'x-forwarded-for': `203.0.113.${i}` });
    for (let i = 0; i < loginLimits.perAddress; i++) {
      expect((await b.request('/tai-khoan/dang-nhap/', { method: 'POST', headers: spoofed(i), body: await loginBody(b, `nobody${i}@example.vn`) })).status).toBe(400);
    }
    const { email, password } = await customer();
    expect((await b.request('/tai-khoan/dang-nhap/', { method: 'POST', headers: spoofed(99), body: await loginBody(b, email, password) })).status).toBe(429);
  });
});

describe.each(testDatabases.map((d) => [d.name, d] as const))('accounts behind a trusted proxy on %s', (_name, kind) => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await openTestShop(kind, { TRUST_PROXY: '1' });
  });
  afterAll(() => shop.close());

  it('decision 015: behind the proxy each shopper is limited by the address the proxy saw, not the proxy’s', async () => {
    const proxy = new Browser(shop.app, '10.0.0.2');
    const from = (address: string) => ({ 'x-forwarded-for': `198.51.100.77, ${address}` });
    for (let i = 0; i < loginLimits.perAddress; i++) {
      expect((await proxy.request('/tai-khoan/dang-nhap/', { method: 'POST', headers: from('203.0.113.50'), body: await loginBody(proxy, `nobody${i}@example.vn`) })).status).toBe(400);
    }
    expect((await proxy.request('/tai-khoan/dang-nhap/', { method: 'POST', headers: from('203.0.113.50'), body: await loginBody(proxy, 'ai@example.vn') })).status).toBe(429);
    expect((await proxy.request('/tai-khoan/dang-nhap/', { method: 'POST', headers: from('203.0.113.51'), body: await loginBody(proxy, 'ai@example.vn') })).status).toBe(400);
  });
});

/** A login form post with the page's own nonce. */
async function loginBody(b: Browser, email: string, password = 'sai-mat-khau'): Promise<URLSearchParams> {
  const { nonce } = await b.myAccount();
  return new URLSearchParams({ username: email, password, 'woocommerce-login-nonce': nonce('woocommerce-login-nonce'), login: 'Đăng nhập' });
}
