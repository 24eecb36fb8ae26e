import { expect, type Locator, type Page } from '@playwright/test';
import { writeShopSetting } from './shop-settings';

// What the quick-buy journeys share: the open popup's form, the shopper's details, a variation in stock, the shop's setting.
export const popup = 'dialog.quick-buy-dialog[open]';
export const orderReceived = /\/thanh-toan\/order-received\/\d+\/\?key=wc_order_[\w-]{24}$/;
export const popupForm = (page: Page) => page.locator(`${popup} form.quick-buy-form`);

/** The shopper's details and a two-tier address (TP. Hồ Chí Minh → Phường Sài Gòn) or a three-tier one (Hà Nội → Quận Ba Đình → Phường Phúc Xá). */
export async function fillCustomer(form: Locator, email: string, tiers: 2 | 3 = 2): Promise<void> {
  await form.locator('input[name="customer-name"]').fill('Đỗ Minh Châu');
  await form.locator('input[name="customer-phone"]').fill('0905123456');
  await form.locator('input[name="customer-valid-phone"]').fill('0905123456');
  await form.locator('input[name="customer-email"]').fill(email);
  if (tiers === 2) {
    await form.locator('#matp').selectOption('79');
    await expect(form.locator('#xaid option[value="26740"]')).toHaveText('Phường Sài Gòn');
    await form.locator('#xaid').selectOption('26740');
  } else {
    await form.locator('#matp').selectOption('01');
    await expect(form.locator('#maqh option[value="001"]')).toHaveText('Quận Ba Đình');
    await form.locator('#maqh').selectOption('001');
    await expect(form.locator('#xaid option[value="00001"]')).toHaveText('Phường Phúc Xá');
    await form.locator('#xaid').selectOption('00001');
  }
  await form.locator('input[name="customer-address"]').fill('Số 8 Đồng Khởi');
}

/** In the product page's variation form inside the popup: the first value in stock of each attribute, swatch or select. */
export async function chooseVariationInStock(form: Locator): Promise<void> {
  const rows = form.locator('table.variations > tbody > tr');
  await expect(rows.first()).toBeVisible();
  await expect(form.locator('[data-island="variation-form"][data-hydrated]')).toHaveCount(1);
  for (let i = 0; i < (await rows.count()); i++) {
    const row = rows.nth(i);
    if (await row.locator('ul.variable-items-wrapper').count()) {
      await row.locator('li.variable-item:not(.disabled):not(.out-of-stock)').first().locator('button, input').first().click();
    } else {
      const select = row.locator('select');
      await select.selectOption((await select.locator('option:not([disabled]):not([value=""])').first().getAttribute('value')) ?? '');
    }
  }
  await expect(form.locator('input.variation_id')).not.toHaveValue('');
}

/** Applies a coupon and waits for its discount line; the message clears after 2 s (spec 8.2). */
export async function applyCoupon(form: Locator, code: string): Promise<void> {
  await form.locator('input[name="customer-coupon"]').fill(code);
  await form.locator('.quick-buy-apply-coupon').click();
  await expect(form.locator('.quick-buy-coupon-message')).toContainText(code);
  await expect(form.locator('.quick-buy-discount')).toBeVisible();
  await expect(form.locator('.quick-buy-coupon-message')).toBeEmpty({ timeout: 4000 });
}

/** Money as the page writes it ('1.234.000 ₫') in dong. */
export const dong = async (where: Locator) => Number(((await where.textContent()) ?? '').replace(/\D/g, ''));

/**
 * Sets a row of the journeys' shop settings, then waits until a visitor's page at `path` shows it (`mark` in it or
 * not): the settings cache (5 s) and the page cache have both let go of the old value.
 */
export async function setShopSetting(page: Page, name: string, value: string, shown: { path: string; mark: string; present: boolean }): Promise<void> {
  writeShopSetting(name, value);
  await expect.poll(async () => (await (await page.request.get(shown.path)).text()).includes(shown.mark), { timeout: 30_000 }).toBe(shown.present);
}

/** Scrolls a listing to its end until infinite scroll appends cards; answers the first appended card in stock and its id. */
export async function appendedCardInStock(page: Page): Promise<{ card: Locator; id: string }> {
  const cards = page.locator('ul.products > li.product');
  const firstPage = await cards.count();
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect.poll(() => cards.count()).toBeGreaterThan(firstPage);
  const card = page.locator('ul.products > li.product.instock').nth(firstPage);
  return { card, id: (await card.locator('.devvn_buy_now').getAttribute('data-id')) ?? '' };
}
