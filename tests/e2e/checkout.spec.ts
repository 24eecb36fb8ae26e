import { expect, test, type Page } from '@playwright/test';
import QRCode from 'qrcode';
import { vietQrPayload } from '../../src/features/orders/vietqr.server';
import { waitForMail } from '../support/mailbox';
import { reachIsland } from '../support/islands';

// Browser journeys of the checkout (decision 014): address selects, payments, thank-you page, no JavaScript.
const walletPage = '/san-pham/vi-da-nam-gap-doi/'; // 350.000 ₫
const totePage = '/san-pham/tui-tote-vai-canvas/'; // 149.000 ₫ on sale
const headerCount = '.header .hide-for-medium .cart-count';
const orderReceived = /\/thanh-toan\/order-received\/\d+\/\?key=wc_order_[\w-]{24}$/;

async function addToCart(page: Page, productPage: string): Promise<void> {
  await page.goto(productPage);
  await page.locator('.single_add_to_cart_button').click();
  await expect(page.locator(headerCount)).toHaveText('1');
}

async function fillCustomer(page: Page, name = 'Nguyễn Văn An'): Promise<void> {
  await page.locator('#billing_full_name').fill(name);
  await page.locator('#billing_phone').fill('0912345678');
  await page.locator('#billing_email').fill('an.nguyen@example.com');
  await page.locator('#billing_address_1').fill('Số 1 Lê Duẩn');
}

test('decision 014: checkout with cash on delivery using the address selects; errors in place, totals follow the province, terms in a lightbox', async ({ page }) => {
  await addToCart(page, walletPage);
  await page.goto('/thanh-toan/');

  await page.locator('#place_order').click();
  const errors = page.locator('form.checkout .woocommerce-notices-wrapper ul.woocommerce-error');
  await expect(errors.locator('li[data-id="billing_full_name"]')).toHaveText('Họ và tên là bắt buộc.');
  await expect(errors.locator('li[data-id="billing_province"]')).toHaveText('Tỉnh/Thành phố là bắt buộc.');
  await expect(page.locator('#billing_phone_field')).toHaveClass(/woocommerce-invalid/);
  await expect(page.locator('#billing_province_field')).toHaveClass(/woocommerce-invalid/);
  await expect(page).toHaveURL(/\/thanh-toan\/$/);
  // Spec 9.4: the notices are scrolled to, 100 px below the top of the view.
  const noticesTop = () => page.evaluate(() => document.querySelector('form.checkout .woocommerce-notices-wrapper')!.getBoundingClientRect().top);
  await expect.poll(noticesTop).toBeCloseTo(100, -1);

  await fillCustomer(page);
  await page.locator('#billing_province').selectOption('79');
  await expect(page.locator('#billing_province_field')).not.toHaveClass(/woocommerce-invalid/);
  await expect(page.locator('#billing_ward option[value="26740"]')).toHaveText('Phường Sài Gòn');
  await page.locator('#billing_ward').selectOption('26740');
  // TP. Hồ Chí Minh is in the big cities' zone: 350.000 ₫ + 20.000 ₫.
  await expect(page.locator('#order_review .order-total')).toContainText('370.000');
  await page.locator('#billing_province').selectOption('46');
  await expect(page.locator('#order_review .order-total')).toContainText('385.000');
  await expect(page.locator('#billing_ward option[value="26740"]')).toHaveCount(0);
  await page.locator('#billing_province').selectOption('79');
  await expect(page.locator('#order_review .order-total')).toContainText('370.000');
  await page.locator('#billing_ward').selectOption('26740');

  await page.locator('a.woocommerce-terms-and-conditions-link').click();
  await expect(page.locator('dialog[open] #terms-lightbox > h2')).toHaveText('Điều khoản và điều kiện');
  await page.keyboard.press('Escape');
  await expect(page.locator('dialog[open]')).toHaveCount(0);
  await page.locator('#terms').check();

  await page.locator('#place_order').click();
  await expect(page).toHaveURL(orderReceived);
  await expect(page.locator('.woocommerce-thankyou-order-received')).toHaveText('Cảm ơn bạn. Đơn hàng của bạn đã được nhận.');
  await expect(page.locator('.woocommerce-order-overview__payment-method')).toContainText('Thanh toán khi nhận hàng');
  await expect(page.locator('.woocommerce-order-overview__total')).toContainText('370.000');
  await expect(page.locator('.woocommerce-customer-details address')).toContainText('Số 1 Lê Duẩn, Phường Sài Gòn, Thành phố Hồ Chí Minh');
  await expect(page.locator('.vietqr-code')).toHaveCount(0);
  await expect(page.locator(headerCount)).toHaveText('0');
});

test('decision 014: paying by bank transfer, the thank-you page shows the VietQR code of the order with the order number as transfer note', async ({ page }) => {
  await addToCart(page, totePage);
  await page.goto('/thanh-toan/');
  await fillCustomer(page, 'Trần Thị Bình');
  await page.locator('#billing_province').selectOption('01');
  await page.locator('#billing_ward').selectOption('00004');
  await expect(page.locator('#order_review .order-total')).toContainText('169.000');
  await page.locator('#payment_method_bacs').check();
  await expect(page.locator('.payment_box.payment_method_bacs')).toBeVisible();
  await page.locator('#terms').check();
  await page.locator('#place_order').click();
  await expect(page).toHaveURL(orderReceived);

  const number = (await page.locator('.woocommerce-order-overview__order strong').textContent()) ?? '';
  expect(number).toMatch(/^\d+$/);
  await expect(page.locator('.woocommerce-bacs-bank-details .transfer_note strong')).toHaveText(number);
  await expect(page.locator('.woocommerce-bacs-bank-details li.amount')).toContainText('169.000');
  await expect(page.locator('.woocommerce-bacs-bank-details .account_number strong')).toHaveText('0123456789');
  const qr = page.locator('.vietqr-code[role="img"] svg');
  await expect(qr).toBeVisible();
  // The code on the page is exactly the QR of the VietQR payload for this transfer.
  const expected = await QRCode.toString(vietQrPayload({ bankBin: '970436', accountNumber: '0123456789', amount: 169_000, note: number }), { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  const modules = (svg: string) => /<path stroke="#000000" d="([^"]+)"/.exec(svg)?.[1];
  expect(await page.locator('.vietqr-code path[stroke]').getAttribute('d')).toBe(modules(expected));

  // The confirmation reaches the shopper's mail server, with the transfer note in it.
  const mail = await waitForMail('an.nguyen@example.com', new RegExp(`#${number}\\b`));
  expect(mail.text).toContain(number);
  expect(mail.text).toContain('0123456789');
});

test('decision 014: without JavaScript, from add to cart to the thank-you page', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto(walletPage);
  await page.locator('.single_add_to_cart_button').click();
  await expect(page.locator('.woocommerce-message')).toContainText('đã được thêm vào giỏ hàng');
  await page.goto('/gio-hang/');
  await page.locator('a.checkout-button').click();
  await expect(page).toHaveURL(/\/thanh-toan\/$/);

  await fillCustomer(page, 'Lê Văn Cường');
  await page.locator('#billing_province').selectOption('01');
  await page.locator('button[name="update_address"]').click();
  await expect(page.locator('#billing_full_name')).toHaveValue('Lê Văn Cường');
  await expect(page.locator('#billing_province')).toHaveValue('01');
  await page.locator('#billing_ward').selectOption('00004');
  await expect(page.locator('#order_review .order-total')).toContainText('370.000');
  await page.locator('#terms').check();
  await page.locator('#place_order').click();

  await expect(page).toHaveURL(orderReceived);
  await expect(page.locator('.woocommerce-thankyou-order-received')).toBeVisible();
  await expect(page.locator('.woocommerce-customer-details address')).toContainText('Lê Văn Cường');
  await expect(page.locator('.woocommerce-customer-details address')).toContainText('Phường Ba Đình, Thành phố Hà Nội');
  await context.close();
});

test('decision 029: the province changes after bank transfer is chosen; the choice survives the new review and the order is placed by bank transfer', async ({ page }) => {
  await addToCart(page, totePage);
  await page.goto('/thanh-toan/');
  await fillCustomer(page, 'Phạm Thị Dung');
  await page.locator('#billing_province').selectOption('79');
  await expect(page.locator('#order_review .order-total')).toContainText('169.000');
  await page.locator('#payment_method_bacs').check();
  await expect(page.locator('.payment_box.payment_method_bacs')).toBeVisible();

  // The review answers its two fragments (table and #payment); the payment chosen stays chosen.
  const reviewed = page.waitForResponse((r) => r.url().includes('wc-ajax=update_order_review'));
  await page.locator('#billing_province').selectOption('46');
  const answer = (await (await reviewed).json()) as { fragments: Record<string, string> };
  expect(Object.keys(answer.fragments)).toEqual(['.woocommerce-checkout-review-order-table', '.woocommerce-checkout-payment']);
  await expect(page.locator('#order_review .order-total')).toContainText('184.000');
  await expect(page.locator('#order_review #payment #payment_method_bacs')).toBeChecked();
  await expect(page.locator('#order_review')).not.toHaveClass(/updating/);

  await page.locator('#billing_ward').selectOption({ label: 'Phường Phú Xuân' });
  await page.locator('#terms').check();
  await page.locator('#place_order').click();
  await expect(page).toHaveURL(orderReceived);
  await expect(page.locator('.woocommerce-order-overview__payment-method')).toContainText('Chuyển khoản ngân hàng');
  await expect(page.locator('.woocommerce-order-overview__total')).toContainText('184.000');
  await expect(page.locator('.woocommerce-customer-details address')).toContainText('Phường Phú Xuân');
});

test('decision 029: the checkout coupon opens behind its link, is applied to the cart through apply_coupon and removed from the review', async ({ page }) => {
  await addToCart(page, walletPage);
  await page.goto('/thanh-toan/');
  await reachIsland(page, 'checkout-form');
  const couponForm = page.locator('form.checkout_coupon');
  await expect(couponForm).toBeHidden();
  await page.locator('a.showcoupon').click();
  await expect(couponForm).toBeVisible();
  await expect(page.locator('a.showcoupon')).toHaveAttribute('aria-expanded', 'true');

  await couponForm.locator('#coupon_code').fill('HETHAN');
  await couponForm.locator('button[name="apply_coupon"]').click();
  await expect(page.locator('.checkout-coupon-notices ul.woocommerce-error')).toHaveText('Mã giảm giá đã hết hạn.');
  await expect(couponForm).toBeVisible();

  await couponForm.locator('#coupon_code').fill('giam10');
  await couponForm.locator('#coupon_code').press('Enter');
  await expect(page.locator('.checkout-coupon-notices .woocommerce-message')).toHaveText('Đã áp dụng mã giảm giá.');
  await expect(couponForm).toBeHidden();
  const discount = page.locator('#order_review tr.cart-discount.coupon-giam10');
  await expect(discount.locator('th')).toHaveText('Mã giảm giá: GIAM10');
  await expect(page.locator('#order_review .order-total')).toContainText('315.000');

  // Kept with the cart: the cart page shows it too.
  await page.goto('/gio-hang/');
  await expect(page.locator('.cart_totals tr.cart-discount.coupon-giam10')).toBeVisible();
  await page.goto('/thanh-toan/');
  await reachIsland(page, 'checkout-form');
  await discount.locator('a.woocommerce-remove-coupon').click();
  await expect(page.locator('.checkout-coupon-notices .woocommerce-message')).toHaveText('Đã xoá mã giảm giá.');
  await expect(discount).toHaveCount(0);
  await expect(page.locator('#order_review .order-total')).toContainText('350.000');
  await expect(page).toHaveURL(/\/thanh-toan\/$/);
});

test('decision 029: without JavaScript the coupon link opens the coupon form, which applies the code to the cart', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(walletPage);
  await page.locator('.single_add_to_cart_button').click();
  await page.goto('/thanh-toan/');
  await expect(page.locator('form.checkout_coupon')).toBeHidden();
  await page.locator('a.showcoupon').click();
  await expect(page.locator('form.checkout_coupon')).toBeVisible();
  await page.locator('form.checkout_coupon #coupon_code').fill('GIAM10');
  await page.locator('form.checkout_coupon button[name="apply_coupon"]').click();
  await expect(page).toHaveURL(/\/thanh-toan\/$/);
  await expect(page.locator('.woocommerce-message')).toHaveText('Đã áp dụng mã giảm giá.');
  await expect(page.locator('#order_review tr.cart-discount.coupon-giam10')).toBeVisible();
  await expect(page.locator('#order_review .order-total')).toContainText('315.000');
  await context.close();
});
