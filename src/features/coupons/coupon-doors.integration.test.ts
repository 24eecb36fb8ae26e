import { describe, expect, it } from 'vitest';
import { demoFacts } from '../../db/seed/demo-facts.server';
import { demoCoupons } from '../../db/seed/coupons.server';
import * as vi from '../../lib/messages/index';
import { testDatabases } from '../../../tests/support/databases';
import { cartForm, type Shopper } from '../cart/cart-test-support';
import { checkoutForm, count, setStock, shopperWith, validFields } from '../checkout/checkout-test-support';
import { shopWithDemoCoupons } from './coupon-test-support';

const escaped = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

// Spec 4 coupons: a coupon whose minimum spend was met when applied, then lines removed, never discounts an order below it.
describe.each(testDatabases.map((d) => [d.name, d] as const))('a coupon below its minimum after lines are removed on %s', (_name, kind) => {
  const { shop, db } = shopWithDemoCoupons(kind);

  async function removeFirstLine(s: Shopper): Promise<void> {
    const { nonce, lines } = await cartForm(s);
    const fields = Object.fromEntries(lines.map(([key, quantity], i) => [`cart[${key}][qty]`, i === 0 ? '0' : String(quantity)]));
    const res = await s.request('/gio-hang/', { method: 'POST', body: new URLSearchParams({ 'woocommerce-cart-nonce': nonce, update_cart: 'Cập nhật', ...fields }) });
    expect(res.status).toBe(303);
  }

  it('spec 4 coupons: the checkout placed after the wallet is removed is refused with the minimum, and no order is written', async () => {
    await setStock(db(), demoFacts.simpleProductSlug, 100);
    const s = await shopperWith(shop(), demoFacts.simpleProductSlug);
    await s.ajax('add_to_cart', { product_id: String((await db().selectFrom('products').select('id').where('slug', '=', demoFacts.saleProductSlug).executeTakeFirstOrThrow()).id), quantity: '1' });
    const form = await checkoutForm(s);
    await s.ajax('apply_coupon', { security: form.params.apply_coupon_nonce, coupon_code: demoCoupons.fixedCart.code });
    await removeFirstLine(s);
    const orders = await count(db(), 'orders');
    const answer = await s.json<{ result: string; messages: string }>('checkout', validFields(form));
    expect(answer.result).toBe('failure');
    expect(answer.messages).toContain(escaped(vi.coupons.minimumSpend(demoCoupons.fixedCart.minimumSpend)));
    expect(await count(db(), 'orders')).toBe(orders);
  });
});
