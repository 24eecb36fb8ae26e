import { expect, test, type Page } from '@playwright/test';
import { waitForMail } from '../support/mailbox';

// Browser journeys of quick buy (issue 9): the 'Mua ngay' popup from a product page and a card, and the page without script.
const walletPage = '/san-pham/vi-da-nam-gap-doi/'; // 350.000 ₫, simple
const orderReceived = /\/thanh-toan\/order-received\/\d+\/\?key=wc_order_[\w-]{24}$/;
const popup = 'dialog.quick-buy-dialog[open]';

async function fillCustomer(page: Page, email: string): Promise<void> {
  const form = page.locator(`${popup} form.quick-buy-form`);
  await form.locator('input[name="customer-name"]').fill('Đỗ Minh Châu');
  await form.locator('input[name="customer-phone"]').fill('0905123456');
  await form.locator('input[name="customer-valid-phone"]').fill('0905123456');
  await form.locator('input[name="customer-email"]').fill(email);
  await form.locator('#matp').selectOption('79');
  await expect(form.locator('#xaid option[value="26740"]')).toHaveText('Phường Sài Gòn');
  await form.locator('#xaid').selectOption('26740');
  await form.locator('input[name="customer-address"]').fill('Số 8 Đồng Khởi');
}

test('issue 9: a simple product from its page: popup, errors in place, coupon, live total, thank-you page and the e-mail', async ({ page }) => {
  await page.goto(walletPage);
  const scriptsBefore = await page.evaluate(() => performance.getEntriesByType('resource').filter((r) => r.name.includes('quick-buy-popup')).length);
  expect(scriptsBefore).toBe(0);
  await page.locator('.summary .devvn_buy_now').click();
  const form = page.locator(`${popup} form.quick-buy-form`);
  await expect(form).toBeVisible();

  await form.locator('.quick-buy-order').click();
  await expect(form.locator('.quick-buy-name .quick-buy-error')).toHaveText('Họ và tên là bắt buộc');
  await expect(form.locator('.quick-buy-phone .quick-buy-error')).toHaveText('Số điện thoại là bắt buộc');

  await fillCustomer(page, 'chau.do@example.vn');
  await expect(form.locator('.quick-buy-name .quick-buy-error')).toBeEmpty();
  // TP. Hồ Chí Minh: 350.000 ₫ + the cheapest method of its zone.
  await expect(form.locator('input[name="shipping_method[0]"]:checked')).toHaveCount(1);
  await form.locator('input[name="quantity"]').fill('2');
  const total = () => form.locator('.quick-buy-total bdi').textContent();
  const beforeCoupon = await total();
  expect(beforeCoupon).toMatch(/^7\d{2}\.000/);

  await form.locator('input[name="customer-coupon"]').fill('GIAM10');
  await form.locator('.quick-buy-apply-coupon').click();
  await expect(form.locator('.quick-buy-coupon-message')).toContainText('GIAM10');
  await expect(form.locator('.quick-buy-discount bdi')).toHaveText('70.000 ₫');
  await expect(form.locator('.quick-buy-coupon-message')).toBeEmpty({ timeout: 4000 });
  expect(await total()).not.toBe(beforeCoupon);

  await form.locator('.quick-buy-order').click();
  await expect(page).toHaveURL(orderReceived);
  const number = (await page.locator('.woocommerce-order-overview__order strong').textContent())?.trim() ?? '';
  expect(number).not.toBe('');
  const mail = await waitForMail('chau.do@example.vn', new RegExp(`#${number}\\b`));
  expect(mail.text).toContain('Ví da nam gấp đôi');
});

test('issue 9: a variable product from a listing card; Escape and the background close the popup', async ({ page }) => {
  await page.goto('/cua-hang/');
  const card = page.locator('li.product.product-type-variable.instock').first();
  const name = (await card.locator('.product-title a').textContent()) ?? '';
  await card.locator('.devvn_buy_now').click();
  await expect(page.locator(popup)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.locator(popup)).toHaveCount(0);
  await card.locator('.devvn_buy_now').click();
  await expect(page.locator(popup)).toBeVisible();
  await page.mouse.click(5, 5);
  await expect(page.locator(popup)).toHaveCount(0);

  await card.locator('.devvn_buy_now').click();
  const form = page.locator(`${popup} form.quick-buy-form`);
  await fillCustomer(page, 'lan.vo@example.vn');
  page.once('dialog', (d) => void d.accept());
  await form.locator('.quick-buy-order').click();
  const variation = form.locator('select[name="variation_id"]');
  const inStock = variation.locator('option[data-in-stock="1"]').first();
  await variation.selectOption((await inStock.getAttribute('value')) ?? '');
  await expect(form.locator('.quick-buy-unit-price bdi')).not.toBeEmpty();
  await form.locator('.quick-buy-order').click();
  await expect(page).toHaveURL(orderReceived);
  await expect(page.locator('.woocommerce-order-details')).toContainText(name);
});

test('issue 9: the order button shows loading and sends one order however often it is pressed', async ({ page }) => {
  let orders = 0;
  await page.route('**/wp-admin/admin-ajax.php', async (route) => {
    if (route.request().postData()?.includes('action=devvn_quickbuy')) {
      orders++;
      await new Promise((r) => setTimeout(r, 800)); // a slow network, so the second press lands while the first is on its way
    }
    await route.continue();
  });
  await page.goto(walletPage);
  await page.locator('.summary .devvn_buy_now').click();
  await fillCustomer(page, 'tuan.le@example.vn');
  const button = page.locator(`${popup} .quick-buy-order`);
  await button.click();
  await expect(button).toBeDisabled();
  await expect(button).toHaveClass(/loading/);
  await button.dispatchEvent('click');
  await page.locator(`${popup} form.quick-buy-form`).evaluate((form: HTMLFormElement) => form.requestSubmit());
  await expect(page).toHaveURL(orderReceived);
  expect(orders).toBe(1);
});

test('issue 9: a card added by infinite scroll opens the popup too', async ({ page }) => {
  await page.goto('/cua-hang/');
  const cards = page.locator('ul.products > li.product');
  const firstPage = await cards.count();
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect.poll(() => cards.count()).toBeGreaterThan(firstPage);
  const appended = page.locator('ul.products > li.product.instock').nth(firstPage);
  const id = await appended.locator('.devvn_buy_now').getAttribute('data-id');
  await appended.locator('.devvn_buy_now').click();
  await expect(page.locator(`${popup} .quick-buy-form[data-prod-id="${id}"]`)).toBeVisible();
  expect(page.url()).toMatch(/\/cua-hang\/$/);
});

test('issue 9: without JavaScript the \'Mua ngay\' link leads to the same form, which places the order', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(walletPage);
  await page.locator('.summary .devvn_buy_now').click();
  await expect(page).toHaveURL(/\/mua-ngay\/\d+\/$/);
  const form = page.locator('form.quick-buy-form');
  await form.locator('input[name="customer-name"]').fill('Hoàng Văn Nam');
  await form.locator('input[name="customer-phone"]').fill('0911222333');
  await form.locator('input[name="customer-valid-phone"]').fill('0911222333');
  await form.locator('#matp').selectOption('01');
  await form.locator('.quick-buy-update').click();
  await form.locator('#xaid').selectOption('00004');
  await form.locator('input[name="customer-address"]').fill('Số 2 Hàng Bài');
  await form.locator('.quick-buy-order').click();
  await expect(page).toHaveURL(orderReceived);
  await context.close();
});
