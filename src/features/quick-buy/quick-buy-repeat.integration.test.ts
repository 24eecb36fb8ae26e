import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoFacts } from '../../db/seed/demo-facts.server';
import { quickBuy } from '../../lib/contract-names';
import { testDatabases } from '../../../tests/support/databases';
import type { TestShop } from '../../../tests/support/shop';
import { count, openTestShop, productId, setStock } from '../checkout/checkout-test-support';
import { customerInfo, productInfo, QuickBuyer } from './quick-buy-test-support';

const wallet = demoFacts.simpleProductSlug;

// Decision 079: a quick-buy submission places at most one order; its repeat is answered that order's thank-you link.
describe.each(testDatabases.map((d) => [d.name, d] as const))('a quick buy submitted again on %s', (_name, kind) => {
  let shop: TestShop;
  const db = () => shop.deps.database.db;
  const stock = async () => (await db().selectFrom('products').select('stock_quantity').where('slug', '=', wallet).executeTakeFirstOrThrow()).stock_quantity;
  const written = async () => ({ orders: await count(db(), 'orders'), outbox: await count(db(), 'outbox'), stock: await stock() });

  /** A buyer's order call for the wallet; each test uses its own phone, so its submissions are its own. */
  async function orderCall(phone: string, quantity = '1') {
    const s = new QuickBuyer(shop.app);
    const id = await productId(db(), wallet);
    const { nonce } = await s.popup(id);
    const fields = { prod_id: String(id), nonce, product_info: productInfo({ quantity }), customer_info: customerInfo({ 'customer-phone': phone, 'customer-valid-phone': phone }) };
    return () => s.call<{ thankyou_link: string }>(quickBuy.orderAction, fields);
  }

  beforeAll(async () => {
    shop = await openTestShop(kind);
  });
  afterAll(() => shop?.close());

  it('spec 8.2: the same quick buy three times at once places one order, and all three are answered its thank-you link', async () => {
    await setStock(db(), wallet, 5);
    const call = await orderCall('0901000001');
    const before = await written();
    const answers = await Promise.all([call(), call(), call()]);
    const link = answers[0]?.body.data.thankyou_link;
    expect(link).toMatch(/order-received\/\d+\//);
    for (const answer of answers) expect(answer).toEqual({ status: 200, body: { success: true, data: { gotothankyou: true, thankyou_link: link } } });
    expect(await written()).toEqual({ orders: before.orders + 1, outbox: before.outbox + 2, stock: 4 });
  });

  it('spec 8.2: a retry after the answer was lost gets the same link: one order, one unit taken, one set of e-mails', async () => {
    await setStock(db(), wallet, 1); // the first takes the last unit: the retry must not be told it is sold out
    const call = await orderCall('0901000002');
    const before = await written();
    const first = await call();
    const retry = await call();
    expect(first.body.success).toBe(true);
    expect(retry).toEqual(first);
    expect(await written()).toEqual({ orders: before.orders + 1, outbox: before.outbox + 2, stock: 0 });
  });

  it('spec 8.2: another quantity is another submission, and another order', async () => {
    await setStock(db(), wallet, 5);
    const before = await written();
    const one = await (await orderCall('0901000003', '1'))();
    const two = await (await orderCall('0901000003', '2'))();
    expect([one.body.success, two.body.success]).toEqual([true, true]);
    expect(two.body.data.thankyou_link).not.toBe(one.body.data.thankyou_link);
    expect(await written()).toEqual({ orders: before.orders + 2, outbox: before.outbox + 4, stock: 2 });
  });

  it('spec 8.2: a submission refused and rolled back can be sent again and place its order', async () => {
    await setStock(db(), wallet, 0);
    const call = await orderCall('0901000004');
    const before = await written();
    expect((await call()).status).toBe(409);
    await setStock(db(), wallet, 3);
    const retry = await call();
    expect(retry.body.success).toBe(true);
    expect(await written()).toEqual({ orders: before.orders + 1, outbox: before.outbox + 2, stock: 2 });
  });
});
