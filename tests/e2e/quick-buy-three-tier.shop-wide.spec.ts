import { expect, test, type Page } from '@playwright/test';
import { demoFacts } from '../../src/db/seed/demo-facts.server';
import { waitForMail } from '../support/mailbox';
import { applyCoupon, chooseVariationInStock, dong, fillCustomer, orderReceived, popupForm, setShopSetting } from '../support/quick-buy-popup';

// Quick buy on the older three-tier address structure (province → district → ward). The structure is shop-wide, so
// this file runs after every other journey (playwright.config.ts, decision 032) and puts the two tiers back. Run it
// alone with `--no-deps`, or Playwright runs every other journey first.
test.describe.configure({ mode: 'serial', timeout: 60_000 });

/** Sets the structure, then waits until the quick-buy page without script shows it (its district select, or the hidden
 * district input of two tiers: both carry id="maqh", so the mark is the select). */
async function setStructure(page: Page, structure: 'three-tier' | 'two-tier'): Promise<void> {
  const productPage = await (await page.request.get(`/san-pham/${demoFacts.simpleProductSlug}/`)).text();
  const path = /href="(\/mua-ngay\/\d+\/)"/.exec(productPage)?.[1] ?? '';
  expect(path).not.toBe('');
  await setShopSetting(page, 'address_structure', structure, { path, mark: '<select name="customer-quan"', present: structure === 'three-tier' });
}

test.beforeAll(async ({ browser }) => {
  const page = await browser.newPage();
  await setStructure(page, 'three-tier');
  await page.close();
});
test.afterAll(async ({ browser }) => {
  const page = await browser.newPage();
  await setStructure(page, 'two-tier');
  await page.close();
});

async function orderNumber(page: Page): Promise<string> {
  await expect(page).toHaveURL(orderReceived);
  return (await page.locator('.woocommerce-order-overview__order strong').textContent())?.trim() ?? '';
}

test('spec 4.4 (issue 9): three tiers, a simple product from a listing card: districts then wards load, a coupon, the thank-you page and the e-mail', async ({ page }) => {
  await page.goto(`/danh-muc-san-pham/${demoFacts.categorySlugs.bags}/`);
  await page.locator('li.product:has(a:text("Ví da nam gấp đôi")) .devvn_buy_now').click();
  const form = popupForm(page);
  await expect(form.locator('#maqh')).toBeVisible();
  await form.locator('.quick-buy-order').click();
  await expect(form.locator('.quick-buy-row[data-field="customer-quan"] .quick-buy-error')).not.toBeEmpty();
  await fillCustomer(form, 'ba.tang@example.vn', 3);
  await expect(form.locator('input[name="shipping_method[0]"]:checked')).toHaveCount(1);
  await applyCoupon(form, 'GIAM50K');
  await expect(form.locator('.quick-buy-discount bdi')).toHaveText('50.000 ₫');
  const total = await dong(form.locator('.quick-buy-total bdi'));
  await form.locator('.quick-buy-order').click();
  const number = await orderNumber(page);
  await expect(page.locator('.woocommerce-order-overview__total')).toContainText(total.toLocaleString('de-DE'));
  await expect(page.locator('.woocommerce-customer-details')).toContainText('Quận Ba Đình');
  expect((await waitForMail('ba.tang@example.vn', new RegExp(`#${number}\\b`))).text).toContain('Ví da nam gấp đôi');
});

test('spec 4.3 (issue 9): three tiers, a variable product with an \'any value\' attribute from its page, with a coupon, to the thank-you page and the e-mail', async ({ page }) => {
  await page.goto(`/san-pham/${demoFacts.anyValueProductSlug}/`);
  const name = (await page.locator('.product_title').textContent())?.trim() ?? '';
  await page.locator('.summary .devvn_buy_now').click();
  const form = popupForm(page);
  await chooseVariationInStock(form);
  const size = await form.locator('select[name="attribute_pa_kich-thuoc"]').inputValue();
  expect(size).not.toBe('');
  await fillCustomer(form, 'mu.bucket@example.vn', 3);
  await expect(form.locator('input[name="shipping_method[0]"]:checked')).toHaveCount(1);
  await form.locator('.quantity .plus').click();
  await applyCoupon(form, 'GIAM10');
  const total = await dong(form.locator('.quick-buy-total bdi'));
  await form.locator('.quick-buy-order').click();
  const number = await orderNumber(page);
  await expect(page.locator('.woocommerce-order-overview__total')).toContainText(total.toLocaleString('de-DE'));
  // The size the shopper chose for the 'any value' attribute is on the order line.
  const sizeName = (await page.locator('.woocommerce-order-details').textContent()) ?? '';
  expect(sizeName).toContain(name);
  expect(sizeName.toUpperCase()).toContain(size.toUpperCase());
  expect((await waitForMail('mu.bucket@example.vn', new RegExp(`#${number}\\b`))).text).toContain(name);
});
