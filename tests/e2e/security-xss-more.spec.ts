import { expect, test } from '@playwright/test';
import { demoFacts } from '../../src/db/seed/demo-facts.server';
import { waitForMail } from '../support/mailbox';
import { fillCustomer, orderReceived, popupForm } from '../support/quick-buy-popup';
import { literally, payloads, renderMail, watch } from '../support/xss';

// Issue 6: the visitor-controlled texts of the features added after the first XSS journeys (quick buy, blog comments,
// wishlists and their estimates, attribution shown in the shop's mail), each drawn where another person reads it.
test.slow(); // whole orders and their mail on a loaded 2-core machine

test('issue 6: a blog comment whose name and text are payloads shows them as text while it waits for approval', async ({ page }) => {
  const seen = watch(page);
  await page.goto(`/tin-tuc/${demoFacts.commentedPostSlug}/`);
  const form = page.locator('form#commentform');
  await form.locator('#author').fill(payloads[1]);
  await form.locator('#email').fill('thu@example.vn');
  await form.locator('#comment').fill(`${payloads.join(' ')} ${Date.now()}`);
  await form.locator('#submit').click();
  await expect(page).toHaveURL(/\?unapproved=\d+&moderation-hash=/);
  await expect(page.locator('.pending-review .woocommerce-review__author')).toHaveText(payloads[1]);
  await expect(page.locator('.pending-review .description')).toContainText(payloads[0]);
  expect(seen.ran).toEqual([]);
});

test("issue 6: quick buy's name and street are payloads: the thank-you page, the shopper's mail and the shop's show them as text", async ({ page }) => {
  const seen = watch(page);
  const email = `mua-nhanh-xss-${Date.now()}@example.vn`;
  await page.goto(`/san-pham/${demoFacts.simpleProductSlug}/`);
  await page.locator('.summary .devvn_buy_now').click();
  const form = popupForm(page);
  await fillCustomer(form, email);
  await form.locator('input[name="customer-name"]').fill(payloads[2]);
  await form.locator('input[name="customer-address"]').fill(payloads[3]);
  await form.locator('.quick-buy-order').click();
  await expect(page).toHaveURL(orderReceived);
  await expect(page.locator('main')).toContainText(payloads[3]);
  const number = (await page.locator('.woocommerce-order-overview__order strong').textContent())?.trim() ?? '';
  const shoppers = await waitForMail(email, new RegExp(`#${number}\\b`));
  const shops = await waitForMail('donhang@cuahangviet.example', new RegExp(`#?${number}\\b`));
  for (const mail of [shoppers, shops]) {
    await renderMail(page, mail);
    await expect(page.locator('body')).toContainText(payloads[3]);
  }
  expect(seen.ran).toEqual([]);
});

test("issue 6: attribution values are payloads: the checkout keeps them and the shop's order mail shows them as text", async ({ page, context, baseURL }) => {
  const seen = watch(page);
  const host = new URL(baseURL!).hostname;
  const source = `${payloads[1]}${Date.now()}`;
  await context.addCookies([{ name: 'sbjs_current', value: encodeURIComponent(`typ=utm|||src=${source}|||mdm=${payloads[2]}|||cmp=${payloads[0]}`), domain: host, path: '/' }]);
  await page.goto(`/san-pham/${demoFacts.simpleProductSlug}/`);
  await page.locator('.single_add_to_cart_button').click();
  await expect(page.locator('.header .hide-for-medium .cart-count')).toHaveText('1');
  await page.goto('/thanh-toan/');
  await expect(page.locator('wc-order-attribution-inputs input[name="wc_order_attribution_utm_source"]')).toHaveValue(source);
  await page.locator('#billing_full_name').fill('Lê Văn Nguồn');
  await page.locator('#billing_phone').fill('0912345678');
  await page.locator('#billing_email').fill(`nguon-${Date.now()}@example.vn`);
  await page.locator('#billing_address_1').fill('12 Hàng Bài');
  await page.locator('#billing_province').selectOption('01');
  await page.locator('#billing_ward').selectOption('00004');
  await page.locator('#terms').check();
  await page.locator('#place_order').click();
  await expect(page).toHaveURL(/order-received/);
  const number = (await page.locator('.woocommerce-order-overview__order strong').textContent())?.trim() ?? '';
  await renderMail(page, await waitForMail('donhang@cuahangviet.example', new RegExp(`#?${number}\\b`)));
  await expect(page.locator('body')).toContainText(source);
  expect(seen.ran).toEqual([]);
});

test("issue 6: a wishlist named with a payload shows it as text to its owner and on its share link; an estimate's message too, in the shop's mail", async ({ page, browser }) => {
  const seen = watch(page);
  const name = `${payloads[2]} ${Date.now()}`;
  await page.goto(`/san-pham/${demoFacts.simpleProductSlug}/`);
  await page.locator('.summary a.add_to_wishlist').click();
  await expect(page.locator('.summary .yith-wcwl-wishlistexistsbrowse')).toBeVisible();
  await page.goto('/danh-sach-yeu-thich/');
  await page.locator('.show-title-form').click();
  await page.locator('.hidden-title-form input[name=wishlist_name]').fill(name);
  await page.locator('.save-title-form').click();
  await expect(page.locator('.wishlist-title h2')).toHaveText(name);
  await page.reload(); // drawn by the server this time, not by the script that saved it
  await expect(page.locator('.wishlist-title h2')).toHaveText(name);

  const link = await page.locator('.yith-wcwl-share .copy-target').inputValue();
  const other = await browser.newPage();
  const otherSeen = watch(other);
  await other.goto(link);
  await expect(other.locator('main')).toContainText(name);
  await other.close();

  const notes = payloads.join(' ');
  await page.locator('.ask-an-estimate-button').click();
  await page.locator('#reply_email').fill('hoa.le@gmail.com');
  await page.locator('#additional_notes').fill(notes);
  await page.locator('.submit-estimate').click();
  await expect(page.locator('.ask-an-estimate-success')).toBeVisible();
  await renderMail(page, await waitForMail('donhang@cuahangviet.example', literally(name)));
  await expect(page.locator('body')).toContainText(notes);
  expect([...seen.ran, ...otherSeen.ran]).toEqual([]);
});

test('issue 6: a public wishlist named with each payload shows the name as text to another visitor on the public wishlists page', async ({ page, browser }) => {
  const seen = watch(page);
  await page.goto(`/san-pham/${demoFacts.simpleProductSlug}/`);
  await page.locator('.summary a.add_to_wishlist').click(); // the default list is public; an item puts it on the page
  await expect(page.locator('.summary .yith-wcwl-wishlistexistsbrowse')).toBeVisible();
  await page.goto('/danh-sach-yeu-thich/');
  const token = /\/xem\/([0-9A-F]{24})\//.exec(await page.locator('.yith-wcwl-share .copy-target').inputValue())?.[1];
  expect(token).toBeTruthy();
  const visitor = await browser.newContext();
  const other = await visitor.newPage();
  const otherSeen = watch(other);
  const listed = other.locator(`ul.wishlist-public-lists li[data-wishlist-token="${token}"] a`);
  for (const payload of payloads) {
    const name = `${payload} ${Date.now()}`;
    await page.locator('.show-title-form').click();
    await page.locator('.hidden-title-form input[name=wishlist_name]').fill(name);
    await page.locator('.save-title-form').click();
    await expect(page.locator('.wishlist-title h2')).toHaveText(name);
    await other.goto('/danh-sach-yeu-thich/cong-khai/');
    await expect(listed).toHaveText(name);
    expect(await listed.evaluate((a) => a.childElementCount), `markup parsed from ${payload}`).toBe(0);
  }
  await visitor.close();
  expect([...seen.ran, ...otherSeen.ran]).toEqual([]);
});
