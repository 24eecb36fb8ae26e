import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { openDatabase } from '../../src/db/index.server';
import { makeStaff } from '../../src/features/account/staff.server';
import { builderUrl } from '../../src/features/editor-links/editor-urls';
import * as vi from '../../src/lib/messages/index';
import { logIn } from '../support/log-in';
import { startShopProcess, type ShopProcess } from '../support/shop-process';

// Coming-soon mode changes what every visitor sees, so this journey has a shop of its own, not the shared one.
let shop: ShopProcess;
const email = 'quanly@example.vn';
const password = 'mat-khau-quan-ly';
// A second manager whose dismissal the journey makes fail: nothing stored, the banner comes back on the next page.
const refusedEmail = 'quanly-loi@example.vn';

test.describe.configure({ mode: 'serial' });
test.setTimeout(60_000); // logs in and walks several pages on a shop of its own

test.beforeAll(async () => {
  test.setTimeout(120_000);
  const dataDir = `.e2e-data-staff-${process.env.E2E_PORT ?? 4173}`;
  rmSync(dataDir, { recursive: true, force: true });
  const database = await openDatabase(`file:${join(dataDir, 'shop.db')}`);
  await makeStaff(database.db, { email, role: 'shop_manager', password, name: 'Quản lý' });
  await makeStaff(database.db, { email: refusedEmail, role: 'shop_manager', password, name: 'Quản lý hai' });
  await database.db.insertInto('settings').values({ name: 'woocommerce_coming_soon', value: 'yes' }).execute();
  await database.close();
  shop = await startShopProcess({ WEB_CONCURRENCY: '1' }, dataDir, { dist: process.env.E2E_DIST ?? 'dist' });
});
test.afterAll(() => {
  shop?.child.kill('SIGTERM');
});

const logInAs = (page: Page, who: string) => logIn(page, who, password, shop.origin);

test('spec 4.1, 7.1, 2.11: visitors see coming soon; staff see the banner, dismiss it for good, and get editor links', async ({ page }) => {
  await page.goto(`${shop.origin}/gioi-thieu/`);
  await expect(page.locator('.coming-soon-content h1')).toHaveText(vi.rest.comingSoonTitle);
  await expect(page.locator('#header')).toHaveCount(0);

  await logInAs(page, email);
  await page.goto(`${shop.origin}/gioi-thieu/`);
  const banner = page.locator('#coming-soon-footer-banner');
  await expect(banner).toBeVisible();

  const article = page.locator('article[id^="post-"]').first();
  const postId = Number((await article.getAttribute('id'))!.slice('post-'.length));
  await expect(article.locator('.block-edit-links a.block-edit-builder')).toHaveAttribute('href', builderUrl(postId));
  await expect(article.locator('.block-edit-links a.block-edit-backend')).toHaveAttribute('href', `/wp-admin/post.php?post=${postId}&action=edit`);

  const dismissal = page.waitForRequest((r) => r.method() === 'POST' && /\/wp-json\/wp\/v2\/users\/\d+$/.test(r.url()));
  await banner.locator('a.coming-soon-footer-banner-dismiss').click();
  const sent = await dismissal;
  expect(sent.headers()['x-wp-nonce']).toMatch(/^[0-9a-f]{20}$/);
  expect(sent.postDataJSON()).toEqual({ meta: { woocommerce_coming_soon_banner_dismissed: 'yes' } });
  await expect(banner).toBeHidden();
  await page.reload();
  await expect(page.locator('#header')).toBeVisible();
  await expect(page.locator('#coming-soon-footer-banner')).toHaveCount(0);

  await page.goto(`${shop.origin}/wp-admin/post.php?post=${postId}&action=edit`);
  await expect(page.locator('textarea#block-content')).not.toBeEmpty();
});

test('spec 4.1, 8.4: a dismissal the server answers with an error still hides the banner and logs the error; nothing is stored', async ({ page }) => {
  await logInAs(page, refusedEmail);
  const userUrl = /\/wp-json\/wp\/v2\/users\/\d+$/;
  const refusal = { code: 'rest_cannot_update', message: 'Không lưu được lựa chọn.', data: { status: 500 } };
  await page.route(userUrl, (route) => route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify(refusal) }));
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  await page.goto(`${shop.origin}/gioi-thieu/`);
  const banner = page.locator('#coming-soon-footer-banner');
  await expect(banner).toBeVisible();

  const answered = page.waitForResponse(userUrl);
  await banner.locator('a.coming-soon-footer-banner-dismiss').click();
  expect((await answered).status()).toBe(500);
  await expect(banner).toBeHidden();
  await expect.poll(() => errors.join('\n')).toContain(refusal.message);
  await page.unroute(userUrl);
  await page.reload();
  await expect(page.locator('#coming-soon-footer-banner')).toBeVisible();
});

test('spec 2.11: the page-builder view opens the menu item named by menu_id after 1 s', async ({ page }) => {
  await logInAs(page, email);
  await page.goto(`${shop.origin}/`);
  const item = page.locator('.header-nav > li.has-dropdown').first();
  const menuId = Number(/menu-item-(\d+)/.exec((await item.getAttribute('class'))!)![1]);
  const postId = Number((await page.goto(`${shop.origin}/gioi-thieu/`).then(() => page.locator('article[id^="post-"]').first().getAttribute('id')))!.slice(5));

  // When the dropdown opens, measured from the document's parse in the page's own clock.
  await page.addInitScript(() => {
    new MutationObserver((_changes, watcher) => {
      if (!document.querySelector('.header-nav > li.current-dropdown')) return;
      (window as unknown as { openedAt: number }).openedAt = performance.now();
      watcher.disconnect();
    }).observe(document, { subtree: true, attributes: true, attributeFilter: ['class'] });
  });
  await page.goto(`${shop.origin}${builderUrl(postId, menuId)}`);
  expect(new URL(page.url()).search).toBe(`?app=uxbuilder&menu_id=${menuId}`);
  await expect(page.locator('.block-edit-links').first()).toBeVisible();
  await expect(item).toHaveClass(/current-dropdown/);
  const [openedAt, parsedAt] = await page.evaluate(() => [(window as unknown as { openedAt: number }).openedAt, performance.timing.domInteractive - performance.timing.navigationStart]);
  expect(openedAt - parsedAt).toBeGreaterThanOrEqual(1000);
});
