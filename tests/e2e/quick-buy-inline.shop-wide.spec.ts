import { expect, test, type Locator, type Page } from '@playwright/test';
import { demoFacts } from '../../src/db/seed/demo-facts.server';
import { waitForMail } from '../support/mailbox';
import { urls } from '../../src/lib/urls';
import { appendedCardInStock, applyCoupon, chooseVariationInStock, dong, fillCustomer, orderReceived, popup, popupForm, setShopSetting } from '../support/quick-buy-popup';

// Quick buy with the shop's inline popups (`quick_buy_popup = inline`): every 'Mua ngay' opens the block
// `#popup_content_<id>` already in the page, on product pages and listing cards alike. Every listing reads the setting,
// so this file runs with the shop-wide journeys (decision 032) and puts the fetched popups back.
test.describe.configure({ mode: 'serial', timeout: 60_000 });

const setPopupSetting = (page: Page, value: 'inline' | 'fetched') =>
  setShopSetting(page, 'quick_buy_popup', value, { path: '/cua-hang/', mark: 'id="popup_content_', present: value === 'inline' });

test.beforeAll(async ({ browser }) => {
  const page = await browser.newPage();
  await setPopupSetting(page, 'inline');
  await page.close();
});
test.afterAll(async ({ browser }) => {
  const page = await browser.newPage();
  await setPopupSetting(page, 'fetched');
  await page.close();
});

/** Counts the popup's form asked of the server: with inline popups there should be none. */
function countFormFetches(page: Page): () => number {
  let fetches = 0;
  page.on('request', (r) => void (r.postData()?.includes('action=devvn_form_quickbuy') && fetches++));
  return () => fetches;
}

/** Fills the open popup for a two-tier address with the coupon GIAM10, orders, and answers the e-mail's text once it arrives. */
async function orderWithCoupon(page: Page, form: Locator, email: string): Promise<string> {
  await fillCustomer(form, email);
  await expect(form.locator('input[name="shipping_method[0]"]:checked')).toHaveCount(1);
  await applyCoupon(form, 'GIAM10');
  const total = await dong(form.locator('.quick-buy-total bdi'));
  await form.locator('.quick-buy-order').click();
  await expect(page).toHaveURL(orderReceived);
  await expect(page.locator('.woocommerce-order-overview__total')).toContainText(total.toLocaleString('de-DE'));
  const number = (await page.locator('.woocommerce-order-overview__order strong').textContent())?.trim() ?? '';
  return (await waitForMail(email, new RegExp(`#${number}\\b`))).text ?? '';
}

/** On the page at `path`, the wallet's card (among `cards`) holds its block, opens it with no fetch, and orders with a coupon. */
async function orderWalletFromCard(page: Page, path: string, cards: string, email: string): Promise<void> {
  const formFetches = countFormFetches(page);
  await page.goto(path);
  const card = page.locator(`${cards}:has(a:text("Ví da nam gấp đôi"))`);
  const id = await card.locator('.devvn_buy_now').getAttribute('data-id');
  await expect(card.locator(`template#popup_content_${id}`)).toHaveCount(1);
  await card.locator('.devvn_buy_now').click();
  const form = popupForm(page);
  await expect(form).toHaveAttribute('data-prod-id', id ?? '');
  expect(await orderWithCoupon(page, form, email)).toContain('Ví da nam gấp đôi');
  expect(formFetches()).toBe(0);
}

test('spec 2.4 (issue 9): inline popups: a listing card opens its own block without asking the server; a coupon, the thank-you page and the e-mail', async ({ page }) => {
  await orderWalletFromCard(page, `/danh-muc-san-pham/${demoFacts.categorySlugs.bags}/`, 'li.product', 'the.inline@example.vn');
});

test('spec 2.2, 2.4 (issue 9): inline popups: a card added by infinite scroll brings its block; the page block of a variable product hydrates the variation form and orders', async ({ page }) => {
  const formFetches = countFormFetches(page);
  await page.goto('/cua-hang/');
  const { card: appended, id } = await appendedCardInStock(page);
  await expect(appended.locator(`template#popup_content_${id}`)).toHaveCount(1);
  await appended.locator('.devvn_buy_now').click();
  await expect(page.locator(`${popup} .quick-buy-form[data-prod-id="${id}"]`)).toBeVisible();
  expect(page.url()).toMatch(/\/cua-hang\/$/);

  await page.goto(`/san-pham/${demoFacts.selectOnlyProductSlug}/`);
  await page.locator('.summary .devvn_buy_now').click();
  const form = popupForm(page);
  const name = (await page.locator('.product_title').textContent())?.trim() ?? '';
  await chooseVariationInStock(form);
  expect(await orderWithCoupon(page, form, 'bien.the@example.vn')).toContain(name);
  expect(formFetches()).toBe(0);
});

test('spec 2.4, 2.9 (issue 9): inline popups: a search result card opens its own block without asking the server and orders', async ({ page }) => {
  await orderWalletFromCard(page, `${urls.home()}?s=${encodeURIComponent('Ví da nam')}&post_type=product`, '.search-results-page li.product', 'tim.kiem@example.vn');
});
