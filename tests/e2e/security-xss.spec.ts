import { expect, test, type Page } from '@playwright/test';
import { waitForMail } from '../support/mailbox';

// Issue 6: payloads in every text a visitor controls, rendered in Chromium (pages, fragments, the order e-mail): none runs.
const payloads = [
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(2)>',
  "'><svg onload=alert(3)>",
  '</textarea></script><script>alert(4)</script>',
  'javascript:alert(5)',
  '{{constructor.constructor("alert(6)")()}}',
  '<iframe srcdoc="<script>parent.alert(7)</script>">',
];
const email = '<img/src=x/onerror=alert(8)>@example.com';

/** Counts what a payload managed to run: dialogs, and its own marker set on the page. */
function watch(page: Page): { ran: string[] } {
  const seen = { ran: [] as string[] };
  page.on('dialog', (dialog) => {
    seen.ran.push(dialog.message());
    void dialog.dismiss();
  });
  return seen;
}

test('issue 6: search, live search, 404, sort, coupon and the sbjs cookies render payloads as text', async ({ page, context, baseURL }) => {
  const seen = watch(page);
  const host = new URL(baseURL!).hostname;
  await context.addCookies(['sbjs_current', 'sbjs_first', 'sbjs_udata'].map((name, i) => ({ name, value: encodeURIComponent(`typ=utm|||src=${payloads[i]}|||uag=${payloads[i + 1]}`), domain: host, path: '/' })));
  // Every payload in one search, each alone in a path and a sort: the contexts differ, not the count.
  await page.goto(`/?s=${encodeURIComponent(payloads.join(' '))}&post_type=product`);
  for (const p of payloads.slice(0, 4)) {
    const q = encodeURIComponent(p);
    await page.goto(`/?s=${q}&post_type=product`);
    await page.goto(`/${q}/`);
    await page.goto(`/cua-hang/?orderby=${q}`);
  }
  await page.goto('/');
  const search = page.locator('.header input[name="s"]').first();
  if (await search.isVisible()) for (const p of payloads.slice(0, 3)) await search.fill(`áo ${p}`);
  await page.waitForTimeout(800);
  await page.goto('/san-pham/vi-da-nam-gap-doi/');
  await page.locator('.single_add_to_cart_button').click();
  await expect(page.locator('.header .hide-for-medium .cart-count')).toHaveText('1');
  await page.goto('/gio-hang/');
  for (const p of payloads.slice(0, 3)) {
    await page.locator('#coupon_code').fill(p);
    await page.locator('button[name="apply_coupon"]').click();
    await expect(page.locator('.woocommerce-error, .woocommerce-message').first()).toBeVisible();
  }
  await page.goto('/thanh-toan/');
  await expect(page.locator('wc-order-attribution-inputs input[name="wc_order_attribution_utm_source"]')).toHaveValue(payloads[0]!);
  expect(seen.ran).toEqual([]);
});

test('issue 6: an order whose name, street, note and e-mail are payloads shows them as text on its page and in its e-mail', async ({ page }) => {
  const seen = watch(page);
  await page.goto('/san-pham/vi-da-nam-gap-doi/');
  await page.locator('.single_add_to_cart_button').click();
  await expect(page.locator('.header .hide-for-medium .cart-count')).toHaveText('1');
  await page.goto('/thanh-toan/');
  await page.locator('#billing_full_name').fill(payloads[1]!);
  await page.locator('#billing_phone').fill('0912345678');
  await page.locator('#billing_email').fill(email);
  await page.locator('#billing_address_1').fill(payloads[2]!);
  await page.locator('#order_comments').fill(payloads.join(' '));
  await page.locator('#billing_province').selectOption('01');
  await page.locator('#billing_ward').selectOption('00004');
  await page.locator('#terms').check();
  await page.locator('#place_order').click();
  await expect(page).toHaveURL(/order-received/);
  await expect(page.locator('body')).toContainText(payloads[2]!);
  // The shop's own notification carries every field (a mail server may refuse the hostile address itself).
  const number = (await page.locator('.woocommerce-order-overview__order strong').textContent()) ?? '';
  const mail = await waitForMail('donhang@cuahangviet.example', new RegExp(`#?${number}\\b`));
  await page.setContent(String(mail.html ?? mail.textAsHtml ?? ''));
  await expect(page.locator('body')).toContainText(payloads[2]!);
  expect(seen.ran).toEqual([]);
});
