import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoFacts } from '../../db/seed/demo-facts.server';
import { testDatabases } from '../../../tests/support/databases';
import type { TestShop } from '../../../tests/support/shop';
import { checkoutForm, count, openTestShop, setStock, Shopper, shopperWith, validFields } from './checkout-test-support';

const wallet = demoFacts.simpleProductSlug;
const received = /^http:\/\/localhost\/thanh-toan\/order-received\/\d+\/\?key=wc_order_[\w-]{24}$/;

// Decision 079: a checkout post repeated after its order emptied the cart is answered that order, not an error.
describe.each(testDatabases.map((d) => [d.name, d] as const))('a checkout submitted again on %s', (_name, kind) => {
  let shop: TestShop;
  const db = () => shop.deps.database.db;
  const written = async () => ({ orders: await count(db(), 'orders'), outbox: await count(db(), 'outbox') });

  beforeAll(async () => {
    shop = await openTestShop(kind);
    await setStock(db(), wallet, 100);
  });
  afterAll(() => shop?.close());

  /** A shopper's checkout sent twice at once by `send`: both answers, read by `read`, and what was written meanwhile. */
  async function twiceAtOnce<T>(send: (s: Shopper, fields: Record<string, string>) => Promise<Response>, read: (answer: Response) => Promise<T>) {
    const s = await shopperWith(shop, wallet);
    const fields = validFields(await checkoutForm(s));
    const before = await written();
    const answers = await Promise.all([send(s, fields), send(s, fields)].map(async (answer) => read(await answer)));
    const after = await written();
    return { answers, written: { orders: after.orders - before.orders, outbox: after.outbox - before.outbox } };
  }

  it('spec 2.7: a checkout sent twice at once by script places one order, and both answers are its success', async () => {
    const { answers, written } = await twiceAtOnce((s, fields) => s.ajax('checkout', fields), (a) => a.json());
    expect(answers).toEqual([{ result: 'success', redirect: expect.stringMatching(received) }, answers[0]]);
    expect(written).toEqual({ orders: 1, outbox: 2 });
  });

  it('spec 2.7: the form without script posted twice at once places one order, and both go to its page', async () => {
    const { answers, written } = await twiceAtOnce((s, fields) => s.post('/thanh-toan/', fields), async (a) => ({ status: a.status, location: a.headers.get('location') }));
    expect(answers).toEqual([{ status: 303, location: expect.stringMatching(/^\/thanh-toan\/order-received\/\d+\//) }, answers[0]]);
    expect(written).toEqual({ orders: 1, outbox: 2 });
  });

  it('spec 2.7: a retry after the answer was lost gets the same success; a new cart with the same form is a new order', async () => {
    const s = await shopperWith(shop, wallet);
    const fields = validFields(await checkoutForm(s));
    const before = await written();
    const first = await (await s.ajax('checkout', fields)).json();
    expect(await (await s.ajax('checkout', fields)).json()).toEqual(first);
    expect(await written()).toEqual({ orders: before.orders + 1, outbox: before.outbox + 2 });
    await s.json('add_to_cart', { product_id: String((await db().selectFrom('products').select('id').where('slug', '=', wallet).executeTakeFirstOrThrow()).id), quantity: '1' });
    const again = (await (await s.ajax('checkout', fields)).json()) as { result: string; redirect: string };
    expect(again).toEqual({ result: 'success', redirect: expect.stringMatching(received) });
    expect(again.redirect).not.toBe((first as { redirect: string }).redirect);
    expect(await written()).toEqual({ orders: before.orders + 2, outbox: before.outbox + 4 });
  });

  it('spec 2.7: a new cart refused with the same form is told why, not answered the earlier order', async () => {
    const s = await shopperWith(shop, wallet);
    const fields = validFields(await checkoutForm(s));
    const first = (await (await s.ajax('checkout', fields)).json()) as { result: string; redirect: string };
    expect(first.result).toBe('success');
    const walletId = (await db().selectFrom('products').select('id').where('slug', '=', wallet).executeTakeFirstOrThrow()).id;
    await s.json('add_to_cart', { product_id: String(walletId), quantity: '1' });
    await setStock(db(), wallet, 0); // sold out between the cart and the order
    const before = await written();
    const refused = (await (await s.ajax('checkout', fields)).json()) as { result: string; messages?: string };
    expect([refused.result, refused.messages]).toEqual(['failure', expect.stringContaining('hàng')]);
    expect(await written()).toEqual(before);
    await setStock(db(), wallet, 100);
    const placed = (await (await s.ajax('checkout', fields)).json()) as { result: string; redirect: string };
    expect([placed.result, placed.redirect === first.redirect]).toEqual(['success', false]);
  });
});
