import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoFacts } from '../../db/seed/demo-facts.server';
import { demoCoupons, seedDemoCoupons } from '../../db/seed/coupons.server';
import * as vi from '../../lib/messages/index';
import { testDatabases } from '../../../tests/support/databases';
import type { TestShop } from '../../../tests/support/shop';
import { recordCouponUsage } from '../coupons/service.server';
import { checkedShipping, checkoutPage, hanoi, openTestShop, paymentFragment, review, reviewTable, Shopper, shopperWith, validFields } from './checkout-test-support';

const tote = demoFacts.saleProductSlug; // 149.000 ₫
const hueWard = async (s: Shopper) => /<option value="(\d+)">Phường Phú Xuân<\/option>/.exec(await (await s.post('/thanh-toan/', { billing_province: '46', update_address: '1' })).text())?.[1] ?? '';
const rowClasses = (html: string, id: string) => new RegExp(`<p class="([^"]*)" id="${id}_field">`).exec(html)?.[1];

/** The checkout form as the ecosystem's checkout script serializes it into `post_data` (jQuery's `serialize()`). */
function postData(fields: Record<string, string>): string {
  return new URLSearchParams(fields).toString();
}

describe.each(testDatabases.map((d) => [d.name, d] as const))('the checkout script’s contract on %s', (_name, kind) => {
  let shop: TestShop;
  const db = () => shop.deps.database.db;
  const storedCodes = async () => (await db().selectFrom('cart_coupons').select('code').orderBy('code').execute()).map((r) => r.code);

  beforeAll(async () => {
    shop = await openTestShop(kind);
    await seedDemoCoupons(db());
  });
  afterAll(() => shop?.close());

  it('contract "Checkout": #order_review holds the review table and #payment; address rows carry .address-field and .validate-required', async () => {
    const { html } = await checkoutPage(await shopperWith(shop, tote));
    expect(html).toMatch(/<div id="order_review" class="woocommerce-checkout-review-order"><table class="shop_table woocommerce-checkout-review-order-table">.*?<\/table><div id="payment" class="woocommerce-checkout-payment">/s);
    for (const id of ['billing_province', 'billing_ward', 'billing_address_1']) expect(rowClasses(html, id), id).toBe('form-row form-row-wide address-field validate-required');
    for (const id of ['billing_full_name', 'billing_phone', 'billing_email']) expect(rowClasses(html, id), id).toBe('form-row form-row-wide validate-required');
    const checkoutForm = /<form name="checkout".*?<\/form>/s.exec(html)?.[0] ?? '';
    expect(checkoutForm).not.toContain('name="coupon_code"');
  });

  it('spec 7.1: update_order_review answers the two fragments for the ecosystem script’s body, reading the Vietnamese address from post_data', async () => {
    const s = await shopperWith(shop, tote);
    const { params } = await checkoutPage(s);
    const ward = await hueWard(s);
    const form = { billing_full_name: 'Nguyễn Văn An', billing_province: '46', billing_ward: ward, billing_address_1: 'Số 1 Lê Lợi', payment_method: 'bacs', terms: '1' };
    const scriptBody = {
      payment_method: 'bacs', country: '', state: '', postcode: '', city: '', address: 'Số 1 Lê Lợi', address_2: '',
      s_country: '', s_state: '', s_postcode: '', s_city: '', s_address: 'Số 1 Lê Lợi', s_address_2: '', has_full_address: 'true',
      post_data: postData(form),
    };
    const answer = await review(s, params, scriptBody);
    expect(Object.keys(answer)).toEqual(['result', 'messages', 'reload', 'fragments']);
    expect(answer).toMatchObject({ result: 'success', messages: '', reload: false });
    expect(Object.keys(answer.fragments)).toEqual([reviewTable, paymentFragment]);
    expect(answer.fragments[reviewTable]).toMatch(/^<table class="shop_table woocommerce-checkout-review-order-table">/);
    expect(answer.fragments[reviewTable]).toContain('35.000');
    expect(answer.fragments[reviewTable]).toContain('184.000');
    expect(answer.fragments[paymentFragment]).toMatch(/^<div id="payment" class="woocommerce-checkout-payment">/);
    expect(answer.fragments[paymentFragment]).toContain('name="payment_method" checked="" value="bacs"');

    // The method the review offered is the one checkout accepts for that address.
    const shipping = checkedShipping(answer.fragments[reviewTable]!);
    const nonce = /name="woocommerce-process-checkout-nonce" value="([0-9a-f]+)"/.exec((await checkoutPage(s)).html)?.[1] ?? '';
    const placed = await s.json<{ result: string }>('checkout', validFields({ nonce, shipping }, { billing_province: '46', billing_ward: ward, payment_method: 'bacs' }));
    expect(placed.result).toBe('success');
    const order = await db().selectFrom('orders').select(['province_code', 'shipping_total', 'payment_method']).orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(order).toMatchObject({ province_code: '46', payment_method: 'bacs' });
    expect(Number(order.shipping_total)).toBe(35_000);
  });

  it('spec 7.1: a field at the top level wins over post_data (our own script posts the form there); without a province no shipping is offered', async () => {
    const s = await shopperWith(shop, tote);
    const { params } = await checkoutPage(s);
    const answer = await review(s, params, { billing_province: hanoi.province, post_data: postData({ billing_province: '46' }) });
    expect(answer.fragments[reviewTable]).toContain('169.000');
    const garbage = await review(s, params, { post_data: '%%%&&&=' + 'x'.repeat(100_000) });
    expect(garbage.result).toBe('success');
    expect(Object.keys(garbage.fragments)).toEqual([reviewTable, paymentFragment]);
    expect(garbage.fragments[reviewTable]).toContain(vi.checkout.noShipping);
    expect(checkedShipping(garbage.fragments[reviewTable]!)).toBe('');
  });

  it('decision 011: update_order_review refuses a missing, forged or other session’s nonce with 403 and a reload; an empty cart asks for a reload', async () => {
    const s = await shopperWith(shop, tote);
    const other = await checkoutPage(await shopperWith(shop, tote));
    for (const security of ['', 'f'.repeat(20), other.params.update_order_review_nonce, other.params.apply_coupon_nonce]) {
      const res = await s.ajax('update_order_review', { security, billing_province: '01' });
      expect(res.status, security).toBe(403);
      expect(await res.json()).toEqual({ result: 'failure', messages: `<ul class="woocommerce-error"><li>${vi.checkout.sessionExpired}</li></ul>`, reload: true, fragments: {} });
    }
    const { params } = await checkoutPage(s);
    await db().deleteFrom('cart_items').execute();
    expect(await review(s, params, { billing_province: '01' })).toMatchObject({ result: 'failure', reload: true, fragments: {} });
  });

  it('decision 029: the checkout coupon is its own form.checkout_coupon behind "Bạn có mã giảm giá?"; without script it applies the code to the cart', async () => {
    const s = await shopperWith(shop, demoFacts.simpleProductSlug);
    const { html, params } = await checkoutPage(s);
    const toggle = /<div class="woocommerce-form-coupon-toggle"><div class="woocommerce-info">(.*?)<\/div><\/div>/s.exec(html)?.[1] ?? '';
    expect(toggle.replace(/<!-- -->/g, '').startsWith(`${vi.checkout.haveCoupon} <a href="#checkout-coupon" class="showcoupon"`)).toBe(true);
    const couponForm = /<form class="checkout_coupon woocommerce-form-coupon" id="checkout-coupon" action="\/thanh-toan\/" method="post">.*?<\/form>/s.exec(html)?.[0] ?? '';
    expect(html.indexOf(couponForm)).toBeLessThan(html.indexOf('<form name="checkout"'));
    expect(couponForm).toContain('id="coupon_code"');
    expect(couponForm).toContain('name="apply_coupon"');
    expect(couponForm).toContain(`<input type="hidden" name="security" value="${params.apply_coupon_nonce}"/>`);

    const refused = await s.post('/thanh-toan/', { coupon_code: 'KHONGCO', apply_coupon: 'Áp dụng', security: params.apply_coupon_nonce });
    expect([refused.status, refused.headers.get('location')]).toEqual([303, '/thanh-toan/']);
    expect(await (await s.request('/thanh-toan/')).text()).toContain(`<ul class="woocommerce-error" role="alert"><li>${vi.coupons.notFound('KHONGCO').replace(/"/g, '&quot;')}</li></ul>`);
    await s.post('/thanh-toan/', { coupon_code: 'GIAM10', apply_coupon: 'Áp dụng', security: 'f'.repeat(20) });
    expect(await (await s.request('/thanh-toan/')).text()).toContain(vi.cart.callExpired);
    expect(await storedCodes()).toEqual([]);

    await s.post('/thanh-toan/', { coupon_code: 'GIAM10', apply_coupon: 'Áp dụng', security: params.apply_coupon_nonce });
    const after = await (await s.request('/thanh-toan/')).text();
    expect(after).toContain(`<div class="woocommerce-message" role="alert">${vi.coupons.applied}</div>`);
    expect(after).toContain('<tr class="cart-discount coupon-giam10">');
    expect(await storedCodes()).toEqual(['giam10']);
  });

  it('spec 7.1: the review’s discount row carries the remove link that remove_coupon follows with the checkout’s nonce', async () => {
    const s = await shopperWith(shop, demoFacts.simpleProductSlug);
    const { params } = await checkoutPage(s);
    await s.ajax('apply_coupon', { security: params.apply_coupon_nonce, coupon_code: 'GIAM10' });
    const table = (await review(s, params, { billing_province: '01' })).fragments[reviewTable]!;
    expect(table).toMatch(/<a href="\/gio-hang\/\?remove_coupon=giam10&amp;_wpnonce=[0-9a-f]{20}" class="woocommerce-remove-coupon" data-coupon="giam10"/);
    const removed = await s.ajax('remove_coupon', { security: params.remove_coupon_nonce, coupon: 'giam10' });
    expect(await removed.text()).toBe(`<div class="woocommerce-message" role="alert">${vi.coupons.removed}</div>`);
    expect((await review(s, params, { billing_province: '01' })).fragments[reviewTable]).not.toContain('cart-discount');
  });

  it('spec 7.1: a cart coupon the customer may no longer use comes back as the review’s failure messages, with the fragments', async () => {
    await db().transaction().execute((trx) => recordCouponUsage(trx, { codes: [demoCoupons.perCustomer.code], orderId: 9101, email: 'binh@example.vn', userId: null }));
    const s = await shopperWith(shop, demoFacts.simpleProductSlug);
    const { params } = await checkoutPage(s);
    await s.ajax('apply_coupon', { security: params.apply_coupon_nonce, coupon_code: demoCoupons.perCustomer.code });
    const answer = await review(s, params, { billing_province: '01', billing_email: 'binh@example.vn' });
    expect(answer.result).toBe('failure');
    expect(answer.messages).toBe(`<ul class="woocommerce-error review-notice"><li data-id="coupon_code">${vi.coupons.usedUpForYou}</li></ul>`);
    expect(Object.keys(answer.fragments)).toEqual([reviewTable, paymentFragment]);
    expect(answer.fragments[reviewTable]).not.toContain('cart-discount');
  });
});
