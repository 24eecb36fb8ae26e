import { describe, expect, it } from 'vitest';
import { demoFacts } from '../../db/seed/demo-facts.server';
import { testDatabases } from '../../../tests/support/databases';
import { cartForm, productId, shopOverHttp, type Shopper } from './cart-test-support';

const wallet = demoFacts.simpleProductSlug;
const rounds = 12;

// The cart page's update and a script's add of one session, sent at once, are checked one after the other against
// the cart as the other left it (the cart's lock), as parallel adds are: never against the same cart.
describe.each(testDatabases.map((d) => [d.name, d] as const))('the cart form and an add at once on %s', (_name, kind) => {
  const { db, shopper } = shopOverHttp(kind);

  const limits = (columns: { stock_quantity?: number | null; min_qty?: number | null; max_qty?: number | null }) =>
    db().updateTable('products').set({ stock_quantity: null, min_qty: null, max_qty: null, stock_status: 'instock', backorders_allowed: 0, ...columns }).where('slug', '=', wallet).execute();

  /** Each round: a new shopper holding `held`, whose cart form sets the line to `setTo` while a script adds `adding`; what the cart holds after. */
  async function race(held: number, setTo: number, adding: number): Promise<number[]> {
    const id = String(await productId(db(), wallet));
    const after: number[] = [];
    for (let round = 0; round < rounds; round++) {
      const s: Shopper = shopper();
      await s.json('add_to_cart', { product_id: id, quantity: String(held) });
      const { nonce, lines } = await cartForm(s);
      const answers = await Promise.all([
        s.post('/gio-hang/', { 'woocommerce-cart-nonce': nonce, [`cart[${lines[0]![0]}][qty]`]: String(setTo), update_cart: '1' }),
        s.ajax('add_to_cart', { product_id: id, quantity: String(adding) }),
      ]);
      expect(answers.map((a) => a.status)).toEqual([303, 200]);
      after.push((await cartForm(s)).lines.reduce((n, [, quantity]) => n + quantity, 0));
    }
    return after;
  }

  it('spec 5.2: at most 5: the form setting 5 and an add of 4 at once never leave more than 5 in the cart', async () => {
    await limits({ max_qty: 5 });
    for (const held of await race(1, 5, 4)) expect(held).toBeLessThanOrEqual(5);
  });

  it('spec 5.2: at least 2: the form removing the line and an add of 1 at once never leave 1 in the cart', async () => {
    await limits({ min_qty: 2 });
    for (const held of await race(2, 0, 1)) expect(held === 0 || held >= 2).toBe(true);
  });

  it('spec 5.2: 3 in stock: the form setting 3 and an add of 2 at once never leave more than 3 in the cart', async () => {
    await limits({ stock_quantity: 3 });
    for (const held of await race(1, 3, 2)) expect(held).toBeLessThanOrEqual(3);
  });
});
