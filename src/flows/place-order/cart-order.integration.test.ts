import { describe, expect, it } from 'vitest';
import { demoFacts } from '../../db/seed/demo-facts.server';
import * as vi from '../../lib/messages/index';
import { testDatabases } from '../../../tests/support/databases';
import { cartForm, shopOverHttp } from '../../features/cart/cart-test-support';
import { checkoutForm, count, productId, validFields, type Shopper } from '../../features/checkout/checkout-test-support';

const wallet = demoFacts.simpleProductSlug;
const walletName = 'Ví da nam gấp đôi';

interface CheckoutAnswer {
  result: string;
  messages?: string;
  redirect?: string;
}

// The cart door of order placement, over HTTP: the cart's lines ordered as they are when the order takes its lock,
// each held to its quantity limits then (decision 014 as amended 29 November 2026).
describe.each(testDatabases.map((d) => [d.name, d] as const))('ordering the cart on %s', (_name, kind) => {
  const { db, shopper } = shopOverHttp(kind);
  const walletId = () => productId(db(), wallet);
  const limits = (columns: { min_qty?: number | null; max_qty?: number | null; sold_individually?: number }) =>
    db().updateTable('products').set({ stock_quantity: 1000, stock_status: 'instock', min_qty: null, max_qty: null, sold_individually: 0, ...columns }).where('slug', '=', wallet).execute();
  const inCart = async (s: Shopper) => (await cartForm(s)).lines.reduce((n, [, quantity]) => n + quantity, 0);

  /** A shopper holding `quantity` of the wallet, and the checkout form as its page and review fill it. */
  async function shopperHolding(quantity: number) {
    const s = shopper();
    await s.json('add_to_cart', { product_id: String(await walletId()), quantity: String(quantity) });
    return { s, fields: validFields(await checkoutForm(s)) };
  }

  it.each([
    ['at most 4, the cart holding 5', { max_qty: 12 }, 5, { max_qty: 4 }, vi.cart.aboveMax(walletName, 4)],
    ['at least 3, the cart holding 2', { min_qty: 2 }, 2, { min_qty: 3 }, vi.cart.belowMin(walletName, 3)],
    ['sold one at a time, the cart holding 2', {}, 2, { sold_individually: 1 }, vi.cart.soldIndividually(walletName)],
  ])('spec 5.2: limits changed since the cart was filled (%s) refuse the order, saying why, and write nothing', async (_case, before, quantity, after, message) => {
    await limits(before);
    const { s, fields } = await shopperHolding(quantity);
    await limits(after);
    const orders = await count(db(), 'orders');
    const answer = (await (await s.ajax('checkout', fields)).json()) as CheckoutAnswer;
    expect([answer.result, answer.messages]).toEqual(['failure', expect.stringContaining(message)]);
    expect([await count(db(), 'orders'), await inCart(s)]).toEqual([orders, quantity]);
  });

  it('spec 2.7: an add answered success while the order was placed is in the order or left in the cart, never lost', async () => {
    await limits({});
    const id = String(await walletId());
    for (let round = 0; round < 15; round++) {
      const { s, fields } = await shopperHolding(1);
      const [order, add] = await Promise.all([
        s.ajax('checkout', fields).then((r) => r.json() as Promise<CheckoutAnswer>),
        new Promise((wait) => setTimeout(wait, round % 5)).then(() => s.json('add_to_cart', { product_id: id, quantity: '2' })),
      ]);
      expect(order.result).toBe('success');
      const orderId = Number(/order-received\/(\d+)\//.exec(order.redirect ?? '')?.[1]);
      const ordered = await db().selectFrom('order_lines').select('quantity').where('order_id', '=', orderId).execute();
      const added = 'fragments' in add ? 2 : 0;
      expect(ordered.reduce((n, l) => n + l.quantity, 0) + (await inCart(s))).toBe(1 + added);
    }
  });
});
