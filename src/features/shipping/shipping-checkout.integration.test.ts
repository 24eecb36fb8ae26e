import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoFacts } from '../../db/seed/demo-facts.server';
import * as vi from '../../lib/messages/index';
import { testDatabases } from '../../../tests/support/databases';
import type { TestShop } from '../../../tests/support/shop';
import { checkoutForm, count, openTestShop, setStock, type Shopper, shopperWith, validFields } from '../checkout/checkout-test-support';
import { shippingMethodsFor } from './service.server';

const wallet = demoFacts.simpleProductSlug; // 350.000 ₫
type Answer = { result: string; messages?: string; redirect?: string };

// What a checkout post may claim about shipping: only a method the order's province offers for this cart now.
describe.each(testDatabases.map((d) => [d.name, d] as const))('shipping chosen at checkout on %s', (_name, kind) => {
  let shop: TestShop;
  const db = () => shop.deps.database.db;
  const methodOf = async (province: string, subtotal: number, type: string) => (await shippingMethodsFor(db(), { provinceCode: province, subtotal })).find((m) => m.id.startsWith(type))!.id;
  const orderOf = (answer: Answer) =>
    db().selectFrom('orders').select(['shipping_method_id', 'shipping_total', 'discount_total', 'total']).where('id', '=', Number(/order-received\/(\d+)\//.exec(answer.redirect ?? '')?.[1])).executeTakeFirstOrThrow();
  const place = async (s: Shopper, fields: Record<string, string>) => (await s.ajax('checkout', fields)).json() as Promise<Answer>;
  const refusedForShipping = (answer: Answer) => answer.result === 'failure' && (answer.messages ?? '').includes(`data-id="shipping_method">${vi.checkout.shippingInvalid}`);

  beforeAll(async () => {
    shop = await openTestShop(kind);
    await setStock(db(), wallet, 1000);
    const created_at = new Date().toISOString();
    await db().insertInto('coupons').values([{ code: 'giam300k', type: 'fixed_cart', amount: 300_000, created_at }, { code: 'tanghet', type: 'fixed_cart', amount: 99_000_000, created_at }]).execute();
  });
  afterAll(() => shop?.close());

  it('another zone\'s method, a tampered id or a free shipping below its minimum is refused, and nothing is written', async () => {
    const s = await shopperWith(shop, wallet); // 350.000 ₫, under the 500.000 ₫ of free shipping
    const form = await checkoutForm(s);
    const before = await count(db(), 'orders');
    const elsewhere = await methodOf('48', 100_000, 'flat_rate'); // the nationwide zone's 35.000 ₫ rate, not Hà Nội's
    const free = await methodOf('01', 500_000, 'free_shipping');
    for (const method of [elsewhere, free, `${form.shipping} `.repeat(2), form.shipping.replace(/\d+$/, (n) => `0${n}`), form.shipping.replace('flat_rate', 'free_shipping')]) {
      expect(refusedForShipping(await place(s, validFields(form, { 'shipping_method[0]': method }))), method).toBe(true);
    }
    expect(await count(db(), 'orders')).toBe(before);
  });

  it('free shipping chosen while the cart met its minimum is refused once a coupon takes the cart under it; the flat rate is then charged', async () => {
    const s = await shopperWith(shop, wallet, 2); // 700.000 ₫
    const form = await checkoutForm(s);
    const free = await methodOf('01', 700_000, 'free_shipping');
    await s.ajax('apply_coupon', { security: form.params.apply_coupon_nonce, coupon_code: 'giam300k' }); // 400.000 ₫ left
    expect(refusedForShipping(await place(s, validFields(form, { 'shipping_method[0]': free })))).toBe(true);
    const placed = await place(s, validFields(form, { 'shipping_method[0]': await methodOf('01', 0, 'flat_rate') }));
    expect(placed.result).toBe('success');
    expect(await orderOf(placed)).toMatchObject({ shipping_method_id: expect.stringMatching(/^flat_rate:/) });
    const order = await orderOf(placed);
    expect([Number(order.shipping_total), Number(order.discount_total), Number(order.total)]).toEqual([20_000, 300_000, 420_000]);
  });

  it('a coupon worth more than the cart brings the goods to 0, never below, and shipping is still charged', async () => {
    const s = await shopperWith(shop, wallet);
    const form = await checkoutForm(s);
    await s.ajax('apply_coupon', { security: form.params.apply_coupon_nonce, coupon_code: 'tanghet' });
    const placed = await place(s, validFields(form, { 'shipping_method[0]': await methodOf('01', 0, 'flat_rate') }));
    expect(placed.result).toBe('success');
    const order = await orderOf(placed);
    expect([Number(order.shipping_total), Number(order.discount_total), Number(order.total)]).toEqual([20_000, 350_000, 20_000]);
  });
});
