import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoFacts } from '../../db/seed/demo-facts.server';
import { quickBuy } from '../../lib/contract-names';
import * as vi from '../../lib/messages/index';
import { testDatabases } from '../../../tests/support/databases';
import type { TestShop } from '../../../tests/support/shop';
import { checkoutForm, count, openTestShop, productId, setStock, shopperWith, validFields } from '../checkout/checkout-test-support';
import { customerInfo, productInfo, QuickBuyer } from './quick-buy-test-support';

const wallet = demoFacts.simpleProductSlug;

describe.each(testDatabases.map((d) => [d.name, d] as const))('quick buy racing checkout on %s', (_name, kind) => {
  let shop: TestShop;
  const db = () => shop.deps.database.db;

  beforeAll(async () => {
    shop = await openTestShop(kind);
  });
  afterAll(() => shop?.close());

  it('for the last unit: exactly one order, stock 0, whichever wins', async () => {
    const id = await productId(db(), wallet);
    for (let round = 0; round < 3; round++) {
      await setStock(db(), wallet, 5);
      const cartShopper = await shopperWith(shop, wallet);
      const form = await checkoutForm(cartShopper);
      const quickBuyer = new QuickBuyer(shop.app);
      const { nonce } = await quickBuyer.popup(id);
      await setStock(db(), wallet, 1);
      const ordersBefore = await count(db(), 'orders');
      const [checkout, quick] = await Promise.all([
        cartShopper.post('/thanh-toan/', validFields(form)),
        // Each round's buyer is another, or the round's order would be the first round's again (decision 079).
        quickBuyer.call(quickBuy.orderAction, { prod_id: String(id), nonce, product_info: productInfo({ quantity: '1' }), customer_info: customerInfo({ 'customer-phone': `090200000${round}`, 'customer-valid-phone': `090200000${round}` }) }),
      ]);
      expect(await count(db(), 'orders')).toBe(ordersBefore + 1);
      expect((await db().selectFrom('products').select('stock_quantity').where('id', '=', id).executeTakeFirstOrThrow()).stock_quantity).toBe(0);
      const checkoutPlaced = (checkout.headers.get('location') ?? '').includes('order-received');
      expect(quick.body.success).toBe(!checkoutPlaced);
      if (checkoutPlaced) expect(quick).toEqual({ status: 409, body: { success: false, data: vi.quickBuy.outOfStock, fields: {} } });
    }
  });
});
