import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoFacts } from '../../db/seed/demo-facts.server';
import * as vi from '../../lib/messages/index';
import { testDatabases } from '../../../tests/support/databases';
import type { TestShop } from '../../../tests/support/shop';
import { resolveAddress } from '../../features/address/index.server';
import { termName, variationId } from '../../features/cart/cart-test-support';
import { count, hanoi, openTestShop, productId, setStock, shopperWith } from '../../features/checkout/checkout-test-support';
import { itemOrder } from './item-order.server';
import { placeOrder, type OrderRequest } from './place-order.server';

const shirt = demoFacts.colourSwatchProductSlug;
const wallet = demoFacts.simpleProductSlug;

describe.each(testDatabases.map((d) => [d.name, d] as const))('an order of one item in no cart on %s', (_name, kind) => {
  let shop: TestShop;
  let request: OrderRequest;
  const db = () => shop.deps.database.db;
  const ctx = () => ({ deps: shop.deps, origin: 'https://cuahang.example' });
  const stockOf = async (id: number) => (await db().selectFrom('products').select('stock_quantity').where('id', '=', id).executeTakeFirstOrThrow()).stock_quantity;

  beforeAll(async () => {
    shop = await openTestShop(kind);
    const resolved = await resolveAddress('two-tier', { province: hanoi.province, district: '', ward: hanoi.ward });
    if (!resolved.ok) throw new Error('the test address does not resolve');
    request = {
      sessionId: 'quick-buy-session',
      userId: null,
      customer: { name: 'Trần Thị Mai', phone: '0912345678', email: 'mai.tran@example.com' },
      address: { ...resolved.address, street: 'Số 5 Hàng Bài' },
      note: '',
      paymentMethod: 'cod',
      shippingMethodId: 'flat_rate:1',
      shippingCostSeen: null,
      attribution: { source_type: 'typein' },
    };
  });
  afterAll(() => shop?.close());

  it('is priced from the catalogue, takes stock, counts the coupon, queues both e-mails and leaves the shopper\'s cart alone', async () => {
    const id = await variationId(db(), shirt, demoFacts.colourSwatchLowStock.terms);
    await db().updateTable('products').set({ stock_quantity: 10, stock_status: 'instock', regular_price: 400_000, sale_price: 380_000 }).where('id', '=', id).execute();
    await shopperWith(shop, wallet);
    const [cartBefore, outboxBefore] = [await count(db(), 'cart_items'), await count(db(), 'outbox')];

    const result = await placeOrder(ctx(), request, itemOrder({ productId: id, variationId: null, quantity: 2, chosen: () => '' }, ['giam10'], randomUUID()));
    if (!result.ok) throw new Error(JSON.stringify(result.problems));
    const order = await db().selectFrom('orders').selectAll().where('id', '=', result.order.id).executeTakeFirstOrThrow();
    const [line] = await db().selectFrom('order_lines').selectAll().where('order_id', '=', order.id).execute();
    expect(line).toMatchObject({ product_id: await productId(db(), shirt), variation_id: id, quantity: 2, unit_price: 380_000, line_total: 760_000 });
    expect(line?.attributes).toContain(await termName(db(), 'mau-sac', 'hong'));
    expect(order).toMatchObject({ subtotal: 760_000, discount_total: 76_000, shipping_total: 20_000, total: 704_000, status: 'processing' });
    expect(await stockOf(id)).toBe(8);
    expect(await db().selectFrom('coupon_usages').select('email').where('order_id', '=', order.id).execute()).toEqual([{ email: 'mai.tran@example.com' }]);
    expect(await count(db(), 'outbox')).toBe(outboxBefore + 2);
    expect(await count(db(), 'cart_items')).toBe(cartBefore);
  });

  it('never oversells: ten orders of 2 from a stock of 5 place exactly 2', async () => {
    const id = await productId(db(), wallet);
    await setStock(db(), wallet, 5);
    const results = await Promise.all(Array.from({ length: 10 }, () => placeOrder(ctx(), request, itemOrder({ productId: id, variationId: null, quantity: 2, chosen: () => '' }, [], randomUUID()))));
    expect(results.filter((r) => r.ok)).toHaveLength(2);
    // Refused either before taking stock (it reads what is left) or by the stock update itself, when orders race.
    for (const r of results) if (!r.ok) expect(r.problems).toEqual([{ field: null, message: expect.stringContaining('Ví da nam gấp đôi') }]);
    expect(await stockOf(id)).toBe(1);
  });

  it('is refused, with nothing written, for an unknown product or more than the stock', async () => {
    const ordersBefore = await count(db(), 'orders');
    await setStock(db(), wallet, 3);
    const id = await productId(db(), wallet);
    const unknown = await placeOrder(ctx(), request, itemOrder({ productId: 2_000_000, variationId: null, quantity: 1, chosen: () => '' }, [], randomUUID()));
    const tooMany = await placeOrder(ctx(), request, itemOrder({ productId: id, variationId: null, quantity: 4, chosen: () => '' }, [], randomUUID()));
    expect(unknown).toEqual({ ok: false, problems: [{ field: null, message: vi.cart.notFound }] });
    expect(tooMany).toEqual({ ok: false, problems: [{ field: null, message: vi.cart.notEnoughStock('Ví da nam gấp đôi', 3) }] });
    expect(await count(db(), 'orders')).toBe(ordersBefore);
  });
});
