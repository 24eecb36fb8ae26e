import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoFacts } from '../../src/db/seed/demo-facts.server';
import { count, productId, setStock } from '../../src/features/checkout/checkout-test-support';
import { customerInfo, productInfo, QuickBuyer } from '../../src/features/quick-buy/quick-buy-test-support';
import { quickBuy } from '../../src/lib/contract-names';
import { testDatabases } from '../support/databases';
import { openTestShop, type TestShop } from '../support/shop';
import { scaled } from './scale';

// Issue 6: quick buy places orders without a cart (its own path to the stock); many at once for the last units.
const wallet = demoFacts.simpleProductSlug;
const stock = 5;
const buyers = scaled(30, 200);

describe.each(testDatabases.map((d) => [d.name, d] as const))('oversell under concurrent quick-buy orders on %s', (_name, kind) => {
  let shop: TestShop;
  const db = () => shop.deps.database.db;
  beforeAll(async () => {
    shop = await openTestShop(kind);
  });
  afterAll(() => shop?.close());

  it(`issue 6: ${buyers} concurrent quick-buy orders of ${stock} units make ${stock} orders and leave stock 0`, async () => {
    const id = await productId(db(), wallet);
    const ready = await Promise.all(
      Array.from({ length: buyers }, async (_, i) => {
        const s = new QuickBuyer(shop.app, `198.18.${Math.floor(i / 250)}.${i % 250}`);
        return { s, nonce: (await s.popup(id)).nonce, email: `mua${i}@example.vn` };
      }),
    );
    await setStock(db(), wallet, stock);
    const answers = await Promise.all(
      ready.map(({ s, nonce, email }) => s.call(quickBuy.orderAction, { prod_id: String(id), nonce, product_info: productInfo({ quantity: '1' }), customer_info: customerInfo({ 'customer-email': email }) })),
    );
    const placed = answers.filter((a) => a.body.success).length;
    const failed = answers.filter((a) => a.status >= 500).length;
    console.log(`oversell on ${kind.name} (quick buy): ${buyers} orders tried, ${placed} placed, ${buyers - placed} refused, ${failed} failed`);
    expect(failed).toBe(0);
    expect(placed).toBe(stock);
    expect(await count(db(), 'orders')).toBe(stock);
    const product = await db().selectFrom('products').select(['stock_quantity', 'stock_status']).where('slug', '=', wallet).executeTakeFirstOrThrow();
    expect(product).toEqual({ stock_quantity: 0, stock_status: 'outofstock' });
  }, 600_000);
});
