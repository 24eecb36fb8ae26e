import { expect, test } from '@playwright/test';
import { reachIsland } from '../support/islands';

// Browser journey of the cart page's coupons and shipping estimate (decision 014): plain form posts, so the
// page, its islands included, comes back whole after each change.
const wallet = '/san-pham/vi-da-nam-gap-doi/'; // 350.000 ₫
const total = '.cart_totals tr.order-total td';

test('spec 4: apply a coupon on the cart page, see the discount and the new total, remove it', async ({ page }) => {
  await page.goto(wallet);
  await page.locator('form.cart .single_add_to_cart_button').click();
  await expect(page.locator('.header .cart-count').first()).toHaveText('1');
  await page.goto('/gio-hang/');
  await expect(page.locator(total)).toHaveText('350.000 ₫');

  await page.locator('input#coupon_code[name="coupon_code"]').fill('giam10');
  await page.locator('button[name="apply_coupon"]').click();
  await expect(page.locator('.woocommerce-message')).toHaveText('Đã áp dụng mã giảm giá.');
  const discount = page.locator('.cart_totals tr.cart-discount.coupon-giam10');
  await expect(discount.locator('th')).toHaveText('Mã giảm giá: GIAM10');
  await expect(discount.locator('td .amount')).toHaveText('35.000 ₫');
  await expect(page.locator(total)).toHaveText('315.000 ₫');
  // The quantity steppers are islands: after the post they are hydrated again on reach. Enter updates the cart.
  await reachIsland(page, 'cart-quantity');
  await page.locator('.cart_item .plus').click();
  await expect(page.locator('.cart_item input.qty')).toHaveValue('2');
  await page.locator('.cart_item input.qty').press('Enter');
  await expect(page.locator('.woocommerce-message')).toHaveText('Giỏ hàng đã được cập nhật.');
  await expect(discount.locator('td .amount')).toHaveText('70.000 ₫');
  await expect(page.locator(total)).toHaveText('630.000 ₫');

  await discount.locator('a.woocommerce-remove-coupon[data-coupon="giam10"]').click();
  await expect(page.locator('.woocommerce-message')).toHaveText('Đã xoá mã giảm giá.');
  await expect(page.locator('.cart_totals tr.cart-discount')).toHaveCount(0);
  await expect(page.locator(total)).toHaveText('700.000 ₫');
});

test('spec 4: a refused code shows why; the shipping estimate by province adds its cost to the total', async ({ page }) => {
  await page.goto(wallet);
  await page.locator('form.cart .single_add_to_cart_button').click();
  await expect(page.locator('.header .cart-count').first()).toHaveText('1');
  await page.goto('/gio-hang/');

  await page.locator('#coupon_code').fill('HETHAN');
  await page.locator('#coupon_code').press('Enter');
  await expect(page.locator('ul.woocommerce-error')).toHaveText('Mã giảm giá đã hết hạn.');
  await expect(page.locator('.cart_totals tr.cart-discount')).toHaveCount(0);

  await page.locator('select#calc_shipping_state').selectOption('79');
  await page.locator('button[name="calc_shipping"]').click();
  await expect(page.locator('#shipping_method li')).toHaveText(['Giao hàng tiêu chuẩn: 20.000 ₫']);
  await expect(page.locator('select#calc_shipping_state')).toHaveValue('79');
  await expect(page.locator(total)).toHaveText('370.000 ₫');
});

test('spec 7.1: choosing a shipping method on the cart page updates the totals in place, and the checkout starts from it', async ({ page }) => {
  await page.goto(wallet);
  await reachIsland(page, 'quantity-stepper');
  await page.locator('form.cart input.qty').fill('2');
  await page.locator('form.cart .single_add_to_cart_button').click();
  await expect(page.locator('.header .cart-count').first()).toHaveText('2');
  await page.goto('/gio-hang/');
  await page.locator('select#calc_shipping_state').selectOption('01');
  await page.locator('button[name="calc_shipping"]').click();
  await expect(page.locator('#shipping_method input.shipping_method:checked')).toHaveValue(/^free_shipping:/);
  await expect(page.locator(total)).toHaveText('700.000 ₫');

  const chosen = page.waitForResponse((r) => r.url().includes('wc-ajax=update_shipping_method'));
  await page.locator('#shipping_method label', { hasText: 'Giao hàng tiêu chuẩn' }).click();
  expect((await chosen).status()).toBe(200);
  await expect(page.locator(total)).toHaveText('720.000 ₫');
  await expect(page.locator('#shipping_method input.shipping_method:checked')).toHaveValue(/^flat_rate:/);
  await page.reload();
  await expect(page.locator(total)).toHaveText('720.000 ₫');
  await page.goto('/thanh-toan/');
  await expect(page.locator('#order_review input.shipping_method:checked')).toHaveValue(/^flat_rate:/);
});
