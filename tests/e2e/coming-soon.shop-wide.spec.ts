import { expect, test, type Page } from '@playwright/test';
import { openDatabase } from '../../src/db/index.server';
import { makeStaff } from '../../src/features/account/staff.server';
import * as vi from '../../src/lib/messages/index';
import { logIn } from '../support/log-in';
import { writeShopSetting } from '../support/shop-settings';

// Coming-soon mode turned on and off through the REST layer by a shop manager, on the journeys' shared shop: it
// changes what every visitor sees, so this file runs after every other journey (decision 032). Run it alone with
// `--project="shop-wide settings" --no-deps`.
const email = 'quan-ly-mo-cua@example.vn';
const password = 'mat-khau-quan-ly';

test.beforeAll(async () => {
  const database = await openDatabase(`file:.e2e-data-${process.env.E2E_PORT ?? 4173}/shop.db`);
  await makeStaff(database.db, { email, role: 'shop_manager', password, name: 'Quản lý' });
  await database.close();
});
test.afterAll(() => writeShopSetting('woocommerce_coming_soon', 'no'));

/** What the shop's own REST helper would send: the page's `wpApiSettings` nonce, JSON, the staff cookie. */
async function setComingSoon(staff: Page, value: 'yes' | 'no'): Promise<number> {
  return staff.evaluate(async (value) => {
    const { root, nonce } = (window as unknown as { wpApiSettings: { root: string; nonce: string } }).wpApiSettings;
    const answer = await fetch(`${root}wc-admin/options`, { method: 'POST', headers: { 'X-WP-Nonce': nonce, 'Content-Type': 'application/json' }, body: JSON.stringify({ woocommerce_coming_soon: value }) });
    return answer.status;
  }, value);
}

test('spec 4.1, 7.1: a shop manager turns coming-soon on through REST and visitors see it at once, kept pages or not; off, the shop again', async ({ page, browser }) => {
  test.setTimeout(60_000);
  // A page no other journey asks, so its third visit is surely this test's kept copy (a search is kept on its second, decision 090).
  const visited = `/?s=sap-ra-mat-${Date.now()}&post_type=product`;
  for (let visit = 0; visit < 2; visit++) await page.goto(visited);
  expect((await page.goto(visited))?.headers()['x-page-cache']).toBe('hit');

  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await logIn(staff, email, password);

  expect(await setComingSoon(staff, 'yes')).toBe(200);
  const comingSoon = await page.goto(visited);
  expect(comingSoon?.headers()['x-page-cache']).toBeUndefined();
  await expect(page.locator('.coming-soon-content h1')).toHaveText(vi.rest.comingSoonTitle);
  await expect(page.locator('#header')).toHaveCount(0);
  await staff.goto('/');
  await expect(staff.locator('#coming-soon-footer-banner')).toBeVisible();

  expect(await setComingSoon(staff, 'no')).toBe(200);
  await page.goto(visited);
  await expect(page.locator('#header')).toBeVisible();
  await expect(page.locator('.coming-soon-content')).toHaveCount(0);
  await staffContext.close();
});
