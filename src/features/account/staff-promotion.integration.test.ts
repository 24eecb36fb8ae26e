import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { httpShopDatabases, openHttpShop, type HttpShop } from './account-http-test-support';
import type { Browser } from './account-test-support';

/** Whether the browser's session reaches a shop-manager-only route (reading the coming-soon option through REST). */
async function readsShopOptions(b: Browser): Promise<boolean> {
  const nonce = (await (await b.request('/wp-admin/admin-ajax.php?action=rest-nonce')).text()).trim();
  return (await b.request('/wp-json/wc-admin/options?options=woocommerce_coming_soon', { headers: { 'X-WP-Nonce': nonce } })).status === 200;
}

describe.each(httpShopDatabases)('npm run staff on an account someone else may have registered (%s, real HTTP)', (name) => {
  let http: HttpShop;
  const email = 'nhanvien@example.vn';
  const roleOf = async () => (await http.shop.deps.database.db.selectFrom('users').select('role').where('email', '=', email).executeTakeFirstOrThrow()).role;
  const logsIn = async (password: string) => (await http.browser('198.51.100.20').logIn(email, password)).status === 303;

  beforeAll(async () => {
    http = await openHttpShop(name);
  });
  afterAll(() => http?.close());

  it('a customer made staff needs STAFF_PASSWORD: without it nothing changes and the squatter stays a customer', async () => {
    const squatter = http.browser('198.51.100.7');
    expect((await squatter.register({ email, password: 'mat-khau-ke-gian', display_name: 'Kẻ gian' })).status).toBe(303);

    for (const role of ['shop_manager', 'editor']) {
      const run = await http.staff([email, role, 'Nguyễn', 'Văn', 'A']);
      expect([run.code, run.out]).toEqual([1, '']);
      expect(run.err).toBe(`${email} is a customer account: making it ${role} needs a new password (STAFF_PASSWORD), since whoever signed up with the address chose the one it has; nothing changed\n`);
    }
    expect(await roleOf()).toBe('customer');
    const again = http.browser('198.51.100.7');
    expect((await again.logIn(email, 'mat-khau-ke-gian')).status).toBe(303);
    expect(await readsShopOptions(again)).toBe(false);

    const promoted = await http.staff([email, 'shop_manager'], 'mat-khau-that');
    expect(promoted.code).toBe(0);
    expect(promoted.out).toMatch(/^changed existing account #\d+ nhanvien@example\.vn: role customer → shop_manager, password replaced; logged out everywhere \(sessions ended: 1\)\n$/);
    expect(await logsIn('mat-khau-ke-gian')).toBe(false);
    const owner = http.browser('198.51.100.8');
    expect((await owner.logIn(email, 'mat-khau-that')).status).toBe(303);
    expect(await readsShopOptions(owner)).toBe(true);
  }, 60_000);

  it('a staff member moved to another role, or made customer, keeps the password; made staff again, needs a new one', async () => {
    const toEditor = await http.staff([email, 'editor']);
    expect([toEditor.code, toEditor.err]).toEqual([0, '']);
    expect(toEditor.out).toMatch(/^changed existing account #\d+ nhanvien@example\.vn: role shop_manager → editor; logged out everywhere/);
    expect(await logsIn('mat-khau-that')).toBe(true);

    const demoted = await http.staff([email, 'customer']);
    expect([demoted.code, demoted.err]).toEqual([0, '']);
    expect(await logsIn('mat-khau-that')).toBe(true);

    const refused = await http.staff([email, 'shop_manager']);
    expect(refused.code).toBe(1);
    expect(refused.err).toMatch(/needs a new password \(STAFF_PASSWORD\)/);
    expect(await roleOf()).toBe('customer');

    expect((await http.staff([email, 'shop_manager'], 'mat-khau-moi')).code).toBe(0);
    expect(await logsIn('mat-khau-that')).toBe(false);
    expect(await logsIn('mat-khau-moi')).toBe(true);
    expect(await roleOf()).toBe('shop_manager');
  }, 60_000);
});
