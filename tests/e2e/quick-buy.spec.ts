import { expect, test, type Locator } from '@playwright/test';
import { demoFacts } from '../../src/db/seed/demo-facts.server';
import * as vi from '../../src/lib/messages/index';
import { waitForMail } from '../support/mailbox';
import { appendedCardInStock, applyCoupon, chooseVariationInStock, dong, fillCustomer, orderReceived, popup, popupForm } from '../support/quick-buy-popup';

// Browser journeys of quick buy (issue 9) on the two-tier address structure: the 'Mua ngay' popup from a product page
// and a card, with the product page's own variation form and quantity stepper (decision 031), and the page without script.
// The three-tier journeys are in quick-buy-three-tier.spec.ts.
const walletPage = `/san-pham/${demoFacts.simpleProductSlug}/`; // 350.000 ₫, simple

// Whole orders with their e-mail: a loaded 2-core machine needs more than the default 30 s.
test.describe.configure({ timeout: 60_000 });

/** Spec 9.1: the total shown is unit price × quantity + shipping − coupon, from the popup's own lines. */
async function expectTotalAddsUp(form: Locator): Promise<number> {
  const quantity = Number(await form.locator('input.qty').inputValue());
  const discount = (await form.locator('.quick-buy-discount').isVisible()) ? await dong(form.locator('.quick-buy-discount bdi')) : 0;
  const expected = (await dong(form.locator('.quick-buy-unit-price bdi'))) * quantity + (await dong(form.locator('.quick-buy-shipping-cost bdi'))) - discount;
  await expect.poll(() => dong(form.locator('.quick-buy-total bdi'))).toBe(expected);
  return expected;
}

test('spec 4.4, 5.2 (issue 9): a simple product from its page: errors in place, the stepper, a coupon, a live total, the thank-you page and the e-mail', async ({ page }) => {
  await page.goto(walletPage);
  const scriptsBefore = await page.evaluate(() => performance.getEntriesByType('resource').filter((r) => r.name.includes('quick-buy-popup')).length);
  expect(scriptsBefore).toBe(0);
  await page.locator('.summary .devvn_buy_now').click();
  const form = popupForm(page);
  await expect(form).toBeVisible();

  await form.locator('.quick-buy-order').click();
  await expect(form.locator('.quick-buy-name .quick-buy-error')).toHaveText(vi.quickBuy.nameRequired);
  await expect(form.locator('.quick-buy-phone .quick-buy-error')).toHaveText(vi.quickBuy.phoneRequired);

  await fillCustomer(form, 'chau.do@example.vn');
  await expect(form.locator('.quick-buy-name .quick-buy-error')).toBeEmpty();
  await expect(form.locator('input[name="shipping_method[0]"]:checked')).toHaveCount(1);
  // Spec 5.2: the popup's quantity is the product page's stepper; each step recomputes the total.
  await expect(form.locator('[data-island="quantity-stepper"][data-hydrated]')).toHaveCount(1);
  await form.locator('.quantity .plus').click();
  await expect(form.locator('input.qty')).toHaveValue('2');
  const beforeCoupon = await expectTotalAddsUp(form);
  expect(beforeCoupon).toBeGreaterThan(700_000);
  await form.locator('.quantity .minus').click();
  await form.locator('.quantity .minus').click();
  await expect(form.locator('input.qty')).toHaveValue('1'); // never below the minimum
  await form.locator('.quantity .plus').click();

  await applyCoupon(form, 'GIAM10');
  await expect(form.locator('.quick-buy-discount bdi')).toHaveText('70.000 ₫');
  expect(await expectTotalAddsUp(form)).toBe(beforeCoupon - 70_000);
  // A percentage coupon follows the quantity: its amount is asked again after the step.
  await form.locator('.quantity .plus').click();
  await expect(form.locator('.quick-buy-discount bdi')).toHaveText('105.000 ₫');
  const total = await expectTotalAddsUp(form);

  await form.locator('.quick-buy-order').click();
  await expect(page).toHaveURL(orderReceived);
  await expect(page.locator('.woocommerce-order-overview__total')).toContainText(total.toLocaleString('de-DE'));
  const number = (await page.locator('.woocommerce-order-overview__order strong').textContent())?.trim() ?? '';
  expect(number).not.toBe('');
  const mail = await waitForMail('chau.do@example.vn', new RegExp(`#${number}\\b`));
  expect(mail.text).toContain('Ví da nam gấp đôi');
});

test('spec 4.3, 4.4 (issue 9): a variable product from a listing card, chosen in the product page\'s variation form; Escape, the background and focus', async ({ page }) => {
  await page.goto('/cua-hang/');
  const card = page.locator('li.product.product-type-variable.instock').first();
  const name = (await card.locator('.product-title a').textContent()) ?? '';
  await card.locator('.devvn_buy_now').click();
  await expect(page.locator(popup)).toBeVisible();
  // The modal keeps focus inside however far the shopper tabs.
  for (let i = 0; i < 25; i++) {
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => !!document.activeElement?.closest('dialog.quick-buy-dialog'))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(page.locator(popup)).toHaveCount(0);
  await card.locator('.devvn_buy_now').click();
  await expect(page.locator(popup)).toBeVisible();
  await page.mouse.click(5, 5);
  await expect(page.locator(popup)).toHaveCount(0);

  await card.locator('.devvn_buy_now').click();
  const form = popupForm(page);
  await expect(form.locator('table.variations')).toBeVisible();
  await expect(form.locator('.single_add_to_cart_button')).toHaveCount(0);
  await fillCustomer(form, 'lan.vo@example.vn');
  const alerts: string[] = [];
  page.on('dialog', (d) => void (alerts.push(d.message()), d.accept()));
  await form.locator('.quick-buy-order').click();
  await expect.poll(() => alerts).toEqual([vi.quickBuy.variationRequired]);

  const lowest = await dong(form.locator('.quick-buy-unit-price bdi'));
  await chooseVariationInStock(form);
  // Spec 4.4: the variation's shipping options load for the area already chosen.
  await expect(form.locator('input[name="shipping_method[0]"]:checked')).toHaveCount(1);
  await expect.poll(() => dong(form.locator('.quick-buy-unit-price bdi'))).toBeGreaterThanOrEqual(lowest);
  await applyCoupon(form, 'GIAM10');
  const total = await expectTotalAddsUp(form);
  await form.locator('.quick-buy-order').click();
  await expect(page).toHaveURL(orderReceived);
  await expect(page.locator('.woocommerce-order-details')).toContainText(name);
  await expect(page.locator('.woocommerce-order-overview__total')).toContainText(total.toLocaleString('de-DE'));
  const number = (await page.locator('.woocommerce-order-overview__order strong').textContent())?.trim() ?? '';
  expect((await waitForMail('lan.vo@example.vn', new RegExp(`#${number}\\b`))).text).toContain(name);
});

test('spec 5.3: a variation out of stock, chosen in the popup, says \'Out of stock!\' and sends nothing', async ({ page }) => {
  await page.goto(`/san-pham/${demoFacts.colourSwatchProductSlug}/`);
  await page.locator('.summary .devvn_buy_now').click();
  const form = popupForm(page);
  await expect(form.locator('[data-island="variation-form"][data-hydrated]')).toHaveCount(1);
  const sold = demoFacts.colourSwatchOutOfStock;
  await form.locator(`li.color-variable-item-${sold['mau-sac']} button`).click();
  await expect(form.locator(`li.button-variable-item-${sold['kich-thuoc']}`)).toHaveClass(/out-of-stock/);
  await form.locator(`li.button-variable-item-${sold['kich-thuoc']} button`).click();
  await expect(form.locator('.single_variation .stock.out-of-stock')).toBeVisible();
  await fillCustomer(form, 'het.hang@example.vn');
  let orders = 0;
  page.on('request', (r) => void (r.postData()?.includes('action=devvn_quickbuy') && orders++));
  const alerts: string[] = [];
  page.on('dialog', (d) => void (alerts.push(d.message()), d.accept()));
  await form.locator('.quick-buy-order').click();
  await expect.poll(() => alerts).toEqual([vi.quickBuy.outOfStock]);
  expect(orders).toBe(0);
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
  await fillCustomer(popupForm(page), 'tuan.le@example.vn');
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
  const { card: appended, id } = await appendedCardInStock(page);
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

test('spec 2.4 (issue 9): without JavaScript a variable product is chosen in the same variation form, kept through the address and coupon buttons', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`/san-pham/${demoFacts.selectOnlyProductSlug}/`);
  await page.locator('.summary .devvn_buy_now').click();
  const form = page.locator('form.quick-buy-form');
  await form.locator('select[name="attribute_pa_dung-tich"]').selectOption('500ml');
  await form.locator('input[name="customer-name"]').fill('Hoàng Văn Nam');
  await form.locator('input[name="customer-phone"]').fill('0911222333');
  await form.locator('input[name="customer-valid-phone"]').fill('0911222333');
  await form.locator('input[name="customer-email"]').fill('nam.hoang@example.vn');
  await form.locator('#matp').selectOption('01');
  await form.locator('.quick-buy-update').click();
  await expect(form.locator('select[name="attribute_pa_dung-tich"]')).toHaveValue('500ml');
  await form.locator('#xaid').selectOption('00004');
  await form.locator('input[name="customer-address"]').fill('Số 2 Hàng Bài');
  await form.locator('input[name="customer-coupon"]').fill('GIAM10');
  await form.locator('.quick-buy-apply-coupon').click();
  await expect(form.locator('.quick-buy-discount')).toBeVisible();
  await expect(form.locator('select[name="attribute_pa_dung-tich"]')).toHaveValue('500ml');
  await form.locator('.quick-buy-order').click();
  await expect(page).toHaveURL(orderReceived);
  await expect(page.locator('.woocommerce-order-details')).toContainText('500');
  const number = (await page.locator('.woocommerce-order-overview__order strong').textContent())?.trim() ?? '';
  await waitForMail('nam.hoang@example.vn', new RegExp(`#${number}\\b`));
  await context.close();
});
