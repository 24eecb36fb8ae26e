import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoFacts } from '../../db/seed/demo-facts.server';
import * as vi from '../../lib/messages/index';
import { testDatabases } from '../../../tests/support/databases';
import type { TestShop } from '../../../tests/support/shop';
import { resolveAddress } from '../../features/address/index.server';
import { loadCart } from '../../features/cart/index.server';
import { newSession, productId, putInCart } from '../../features/cart/cart-test-support';
import { count, hanoi, openTestShop } from '../../features/checkout/checkout-test-support';
import { cartOrder } from './cart-order.server';
import { placeOrder, type OrderRequest } from './place-order.server';

// A product withdrawn after the checkout's own look at the cart and before the order takes it: the order must not
// be placed without that line, unknown to the shopper (the checkout looks first, outside the order's lock).
describe.each(testDatabases.map((d) => [d.name, d] as const))('a cart line withdrawn while its order is placed, on %s', (_name, kind) => {
  let shop: TestShop;
  const db = () => shop.deps.database.db;
  beforeAll(async () => {
    shop = await openTestShop(kind);
  });
  afterAll(() => shop?.close());

  it('spec 5.2: refuses the order, saying lines are no longer sold, writes nothing, and the cart then shows the rest', async () => {
    const sessionId = await newSession(db());
    await putInCart(db(), sessionId, demoFacts.simpleProductSlug, 1);
    await putInCart(db(), sessionId, demoFacts.colourSwatchProductSlug, 1, demoFacts.colourSwatchLowStock.terms);
    await db().updateTable('products').set({ stock_status: 'instock', stock_quantity: 50 }).where('slug', '=', demoFacts.simpleProductSlug).execute();
    const resolved = await resolveAddress('two-tier', { province: hanoi.province, district: '', ward: hanoi.ward });
    if (!resolved.ok) throw new Error('the test address does not resolve');
    const request: OrderRequest = {
      sessionId, userId: null, note: '', paymentMethod: 'cod', shippingMethodId: 'flat_rate:1', shippingCostSeen: null, attribution: {},
      customer: { name: 'Trần Thị Mai', phone: '0912345678', email: 'mai.tran@example.com' },
      address: { ...resolved.address, street: 'Số 5 Hàng Bài' },
    };
    expect((await loadCart(db(), sessionId)).lines).toHaveLength(2);
    await db().updateTable('products').set({ status: 'draft' }).where('slug', '=', demoFacts.simpleProductSlug).execute();
    try {
      const orders = await count(db(), 'orders');
      const result = await placeOrder({ deps: shop.deps, origin: 'https://cuahang.example' }, request, cartOrder(sessionId));
      expect(result).toEqual({ ok: false, problems: [{ field: null, message: vi.checkout.linesNoLongerSold }] });
      expect(await count(db(), 'orders')).toBe(orders);
      expect((await loadCart(db(), sessionId)).lines.map((l) => l.productId)).toEqual([await productId(db(), demoFacts.colourSwatchProductSlug)]);
    } finally {
      await db().updateTable('products').set({ status: 'publish' }).where('slug', '=', demoFacts.simpleProductSlug).execute();
    }
  });
});
