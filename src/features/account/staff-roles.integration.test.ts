import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../../tests/support/databases';
import type { TestShop } from '../../../tests/support/shop';
import { Browser, countRows, openTestShop, signedInAs } from './account-test-support';
import { makeStaff } from './staff.server';

const loggedIn = (html: string) => html.includes('woocommerce-MyAccount-navigation');

describe.each(testDatabases.map((d) => [d.name, d] as const))('a change of role or password logs the account out on %s', (_name, kind) => {
  let shop: TestShop;
  const db = () => shop.deps.database.db;
  const readOptions = (b: Browser, nonce: string) => b.request('/wp-json/wc-admin/options?options=woocommerce_coming_soon', { headers: { 'X-WP-Nonce': nonce } });

  beforeAll(async () => {
    shop = await openTestShop(kind);
  });
  afterAll(() => shop?.close());

  it('a shopper who signed up with the e-mail before it was made staff is logged out, not promoted', async () => {
    const email = 'nhanvien@example.vn';
    const attacker = new Browser(shop.app);
    expect((await attacker.register({ email, password: 'mat-khau-ke-gian', display_name: 'Kẻ gian' })).status).toBe(303);
    const nonce = (await (await attacker.request('/wp-admin/admin-ajax.php?action=rest-nonce')).text()).trim();
    expect((await readOptions(attacker, nonce)).status).toBe(403);

    const change = await makeStaff(db(), { email, role: 'shop_manager', password: 'mat-khau-that' });
    expect(change).toMatchObject({ created: false, previousRole: 'customer', sessionsEnded: 1 });
    expect((await readOptions(attacker, nonce)).status).not.toBe(200);
    expect(loggedIn((await attacker.myAccount()).html)).toBe(false);
    expect((await attacker.logIn(email, 'mat-khau-ke-gian')).status).toBe(400);
    expect((await new Browser(shop.app).logIn(email, 'mat-khau-that')).status).toBe(303);
  });

  it('a demoted staff member\'s session loses its rights; giving the same role again ends nothing', async () => {
    const manager = await signedInAs(shop, 'shop_manager');
    expect((await readOptions(manager.b, manager.nonce)).status).toBe(200);
    const { html } = await manager.b.myAccount();
    const email = /nguoi-dung-[\d-]+@example\.vn/.exec(html)![0];
    expect(await makeStaff(db(), { email, role: 'shop_manager' })).toMatchObject({ sessionsEnded: 0 });
    expect((await readOptions(manager.b, manager.nonce)).status).toBe(200);

    expect(await makeStaff(db(), { email, role: 'customer' })).toMatchObject({ previousRole: 'shop_manager', sessionsEnded: 1 });
    expect((await readOptions(manager.b, manager.nonce)).status).not.toBe(200);
    expect(loggedIn((await manager.b.myAccount()).html)).toBe(false);
    expect((await db().selectFrom('users').select('role').where('email', '=', email).executeTakeFirstOrThrow()).role).toBe('customer');
  });

  it('taking rights from an e-mail no account has opens nothing', async () => {
    const users = await countRows(db(), 'users');
    await expect(makeStaff(db(), { email: 'khong-co@example.vn', role: 'customer' })).rejects.toThrow(/no account has the e-mail khong-co@example\.vn; nothing changed/);
    expect(await countRows(db(), 'users')).toBe(users);
  });
});
