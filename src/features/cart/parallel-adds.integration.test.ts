import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoFacts } from '../../db/seed/demo-facts.server';
import { testDatabases } from '../../../tests/support/databases';
import type { TestShop } from '../../../tests/support/shop';
import { setStock } from '../checkout/checkout-test-support';
import { openTestShop, productId, Shopper } from './cart-test-support';

const wallet = demoFacts.simpleProductSlug;
const origin = { origin: 'http://localhost' };

// Issue 6 item 12: parallel adds in one session are checked one after another, never against the same cart.
describe.each(testDatabases.map((d) => [d.name, d] as const))('parallel adds in one session on %s', (_name, kind) => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await openTestShop(kind);
  });
  afterAll(() => shop.close());

  it('20 parallel adds of a product with stock 3 put 3 in the cart, and the others are refused', async () => {
    const db = shop.deps.database.db;
    await setStock(db, wallet, 3);
    const s = new Shopper(shop.app);
    const id = String(await productId(db, wallet));
    await s.json('add_to_cart', { product_id: id, quantity: '1' }); // the session, made before the race
    const add = () => s.request('/?wc-ajax=add_to_cart', { method: 'POST', headers: origin, body: new URLSearchParams({ product_id: id, quantity: '1' }) });
    const answers = await Promise.all(Array.from({ length: 20 }, add));
    const bodies = await Promise.all(answers.map((r) => r.json() as Promise<Record<string, unknown>>));
    expect(answers.every((r) => r.status === 200)).toBe(true);
    expect(bodies.filter((b) => 'fragments' in b && !b.error)).toHaveLength(2);
    const rows = await db.selectFrom('cart_items').select('quantity').execute();
    expect(rows.reduce((n, r) => n + r.quantity, 0)).toBe(3);
  });
});
