import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { openDatabase } from '../../src/db/index.server';
import * as vi from '../../src/lib/messages/index';
import { startShopProcess, type ShopProcess } from '../support/shop-process';

// A shop of its own where delivery is free and a coupon takes the whole cart: a bank-transfer order of 0 ₫ (decision 095, follow-up).
let shop: ShopProcess;

test.setTimeout(60_000);

test.beforeAll(async () => {
  test.setTimeout(120_000);
  const dataDir = `.e2e-data-nothing-to-pay-${process.env.E2E_PORT ?? 4173}`;
  rmSync(dataDir, { recursive: true, force: true });
  shop = await startShopProcess({ WEB_CONCURRENCY: '1' }, dataDir, { dist: process.env.E2E_DIST ?? 'dist' });
  const database = await openDatabase(`file:${join(dataDir, 'shop.db')}`);
  try {
    await database.db.updateTable('shipping_methods').set({ cost: 0 }).execute();
    await database.db.insertInto('coupons').values({ code: 'tangtron', type: 'percent', amount: 100, created_at: new Date().toISOString() }).execute();
  } finally {
    await database.close();
  }
});
test.afterAll(() => {
  shop?.child.kill('SIGTERM');
});

test('spec 2.7: paying 0 ₫ by bank transfer, the thank-you page says there is nothing to pay, with no VietQR code and no transfer details', async ({ page }) => {
  await page.goto(`${shop.origin}/san-pham/tui-tote-vai-canvas/`);
  await page.locator('.single_add_to_cart_button').click();
  await expect(page.locator('.header .hide-for-medium .cart-count')).toHaveText('1');
  await page.goto(`${shop.origin}/thanh-toan/`);
  await page.locator('a.showcoupon').click();
  await page.locator('form.checkout_coupon #coupon_code').fill('tangtron');
  await page.locator('form.checkout_coupon button[name="apply_coupon"]').click();
  await expect(page.locator('.checkout-coupon-notices .woocommerce-message')).toHaveText('Đã áp dụng mã giảm giá.');
  await page.locator('#billing_full_name').fill('Lê Thị Cúc');
  await page.locator('#billing_phone').fill('0912345678');
  await page.locator('#billing_email').fill('cuc.le@example.com');
  await page.locator('#billing_address_1').fill('Số 5 Hàng Bài');
  await page.locator('#billing_province').selectOption('01');
  await page.locator('#billing_ward').selectOption('00004');
  await expect(page.locator('#order_review .order-total')).toHaveText(/^Tổng\s*0\s*₫$/);
  await page.locator('#payment_method_bacs').check();
  await page.locator('#terms').check();
  await page.locator('#place_order').click();
  await expect(page).toHaveURL(/\/thanh-toan\/order-received\/\d+\//);

  await expect(page.locator('.bank-transfer-nothing-to-pay')).toHaveText(vi.checkout.nothingToPay);
  await expect(page.locator('.vietqr-code')).toHaveCount(0);
  await expect(page.locator('.woocommerce-bacs-bank-details')).toHaveCount(0);
  await expect(page.locator('.woocommerce-order-overview__payment-method')).toContainText('Chuyển khoản');
});
