import { expect, test, type Page } from '@playwright/test';
import { journeyShopDatabase } from '../support/shop-settings';

// Browser journeys of customer accounts (decision 015, spec 2.7) on a phone-sized touch screen.
test.use({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });

const password = 'mat-khau-dai-2026';
// The server under test keeps its demo shop here (playwright.config.ts); orders are written straight into it.

/** Orders placed earlier by the customer, with long enough names and totals to make the table wider than a phone. */
function placeOrders(email: string, count: number): void {
  const db = journeyShopDatabase();
  try {
    const user = db.prepare('select id from users where email = ?').get(email) as { id: number };
    const insert = db.prepare(
      `insert into orders (number, order_key, status, user_id, session_id, customer_name, phone, email, province_code, province_name,
        ward_code, ward_name, street, payment_method, shipping_method_id, shipping_method_label, subtotal, total, created_at)
       values (?, ?, 'processing', ?, 'e2e', 'Lê Thị Hồng', '0912345678', ?, '79', 'Thành phố Hồ Chí Minh', '26734', 'Phường Bến Nghé',
        '12 Nguyễn Huệ', 'cod', 'flat_rate', 'Giao hàng tiêu chuẩn', ?, ?, ?)`,
    );
    for (let i = 1; i <= count; i++) {
      const total = 1_250_000 * i;
      insert.run(`E2E${Date.now()}${i}`, `wc_order_e2e${Date.now()}${i}`, user.id, email, total, total, new Date(Date.UTC(2026, 0, i)).toISOString());
    }
  } finally {
    db.close();
  }
}

async function register(page: Page, email: string): Promise<void> {
  await page.goto('/tai-khoan/');
  await page.fill('#reg_email', email);
  await page.fill('#reg_display_name', 'Lê Thị Hồng');
  await page.fill('#reg_password', password);
  await page.click('button[name="register"]');
  await expect(page).toHaveURL(/\/tai-khoan\/$/);
  await expect(page.locator('.woocommerce-notices-wrapper .woocommerce-message')).toContainText('Tài khoản của bạn đã được tạo');
}

test('decision 015: register, log out and log in again with forms that need no script', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 740 } });
  const page = await context.newPage();
  const email = `dang-ky-${Date.now()}@example.vn`;
  await register(page, email);
  await expect(page.locator('.account-greeting')).toContainText('Xin chào Lê Thị Hồng');

  const session = async () => (await context.cookies()).find((c) => c.name === 'shop_session')?.value;
  const loggedInSession = await session();
  await page.click('.woocommerce-MyAccount-navigation-link--customer-logout a');
  await expect(page).toHaveURL(/\/tai-khoan\/$/);
  await expect(page.locator('#customer_login')).toBeVisible();
  // The login forms come with a fresh session of the visitor's own (decision 020), never the logged-out one.
  expect(await session()).not.toBe(loggedInSession);

  await page.fill('#username', email);
  await page.fill('#password', 'sai-mat-khau');
  await page.click('button[name="login"]');
  await expect(page.locator('.woocommerce-error')).toHaveText('Email hoặc mật khẩu không đúng.');
  await expect(page.locator('#username')).toHaveValue(email);

  await page.fill('#password', password);
  await page.click('button[name="login"]');
  await expect(page).toHaveURL(/\/tai-khoan\/$/);
  await expect(page.locator('.account-greeting')).toContainText('Xin chào Lê Thị Hồng');
  await context.close();
});

test('spec 2.7: the orders table scrolls sideways inside its wrapper at 375 px, by touch, and the page does not', async ({ page }) => {
  const email = `don-hang-${Date.now()}@example.vn`;
  await register(page, email);
  placeOrders(email, 3);
  await page.reload();

  const wrapper = page.locator('.woocommerce-orders-table-wrapper');
  const table = wrapper.locator('table.woocommerce-orders-table.shop_table.shop_table_responsive.my_account_orders');
  await expect(table.locator('tbody tr')).toHaveCount(3);
  await expect(table.locator('thead')).toBeVisible();
  expect(await wrapper.evaluate((el) => getComputedStyle(el).overflowX)).toBe('auto');
  const sizes = await wrapper.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }));
  expect(sizes.scroll).toBeGreaterThan(sizes.client);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  // A real touch swipe to the left over the table moves the wrapper, not the page.
  await wrapper.scrollIntoViewIfNeeded();
  const box = (await wrapper.boundingBox())!;
  const cdp = await page.context().newCDPSession(page);
  const [x, y] = [Math.round(box.x + box.width - 40), Math.round(box.y + box.height / 2)];
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
  for (let step = 1; step <= 10; step++) await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: x - step * 20, y }] });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await expect.poll(() => wrapper.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
  expect(await page.evaluate(() => window.scrollX)).toBe(0);

  const first = table.locator('tbody tr').first();
  const number = (await first.locator('th a').textContent())!.replace('#', '');
  await first.locator('a.view').click();
  await expect(page).toHaveURL(new RegExp(`/tai-khoan/don-hang/${number}/$`));
  await expect(page.locator('h1')).toHaveText(`Đơn hàng #${number}`);
  await expect(page.locator('table.woocommerce-table--order-details')).toBeVisible();
});

test('spec 2.1: a password field has a show/hide toggle, and a field description shows while its field has focus', async ({ page }) => {
  await page.goto('/tai-khoan/');
  const field = page.locator('#reg_password');
  const toggle = page.locator('#reg_password + .show-password-input');
  const hint = page.locator('#reg_password-hint');
  await expect(toggle).toBeVisible();
  await expect(hint).toBeHidden();

  await field.fill('mat-khau-bi-mat');
  await expect(hint).toHaveText('Mật khẩu cần ít nhất 8 ký tự.');
  await expect(hint).toBeVisible();
  await toggle.click();
  await expect(field).toHaveAttribute('type', 'text');
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await expect(field).toHaveValue('mat-khau-bi-mat');
  await toggle.click();
  await expect(field).toHaveAttribute('type', 'password');
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');

  await page.locator('#customer_login h2').first().click();
  await expect(hint).toBeHidden();
  await field.focus();
  await expect(hint).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(hint).toBeHidden();
  await page.locator('#reg_email').focus();
  await expect(hint).toBeHidden();
});

test('spec 2.1: without scripting the description stays shown and no toggle that could not work is drawn', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/tai-khoan/');
  await expect(page.locator('#reg_password-hint')).toBeVisible();
  await expect(page.locator('.show-password-input')).toHaveCount(2);
  await expect(page.locator('.show-password-input').first()).toBeHidden();
  await context.close();
});
