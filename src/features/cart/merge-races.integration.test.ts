import { setTimeout as pause } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoFacts } from '../../db/seed/demo-facts.server';
import { testDatabases } from '../../../tests/support/databases';
import { openTestShop, type TestShop } from '../../../tests/support/shop';
import { newSession, productId, putInCart } from './cart-test-support';
import { mergeCartIntoSession } from './merge.server';
import { findLines } from './queries.server';
import { addToCart, loadCart, lockCartForOrder, removeOrderedLines } from './service.server';
import { applyToCart } from './coupon-calls.server';
import { seedDemoCoupons } from '../../db/seed/coupons.server';

const wallet = demoFacts.simpleProductSlug;
const rounds = 6;

// Decision 082: a merge (a login, a restored cart) holds the carts it changes, as adds and orders do, so what each
// of them answered is what the carts hold after, whatever the order they ran in.
describe.each(testDatabases.map((d) => [d.name, d] as const))('a cart merge and other changes of its carts at once on %s', (_name, kind) => {
  let shop: TestShop;
  const db = () => shop.deps.database.db;
  beforeAll(async () => {
    shop = await openTestShop(kind);
    await seedDemoCoupons(db());
  });
  afterAll(() => shop?.close());

  const limits = (columns: { max_qty?: number | null }) =>
    db().updateTable('products').set({ stock_quantity: null, min_qty: null, max_qty: null, stock_status: 'instock', backorders_allowed: 0, ...columns }).where('slug', '=', wallet).execute();
  const held = async (...sessions: string[]) => {
    let n = 0;
    for (const s of sessions) n += (await findLines(db(), s)).reduce((sum, l) => sum + l.quantity, 0);
    return n;
  };
  const add = async (sessionId: string, quantity: number) =>
    (await addToCart(db(), sessionId, { productId: await productId(db(), wallet), variationId: null, chosen: () => '', quantity: String(quantity) })).ok;
  const carts = () => Promise.all([newSession(db()), newSession(db()), newSession(db())]);

  it('adds to the visitor cart while it moves into the customer cart: every add answered is in one of them', async () => {
    await limits({});
    for (let round = 0; round < rounds; round++) {
      const [visitor, customer] = await carts();
      await putInCart(db(), visitor, wallet, 1);
      const [, ...added] = await Promise.all([mergeCartIntoSession(db(), visitor, customer), ...Array.from({ length: 6 }, () => add(visitor, 1))]);
      expect(await held(visitor, customer)).toBe(1 + added.filter(Boolean).length);
    }
  });

  it('spec 5.2: at most 5: an add to the customer cart while a cart moves into it never leaves more than 5', async () => {
    await limits({ max_qty: 5 });
    for (let round = 0; round < rounds; round++) {
      const [visitor, customer] = await carts();
      await putInCart(db(), customer, wallet, 1);
      await putInCart(db(), visitor, wallet, 3);
      await Promise.all([add(customer, 2), mergeCartIntoSession(db(), visitor, customer), add(customer, 2)]);
      expect(await held(customer)).toBeLessThanOrEqual(5);
    }
  });

  it('a login sent twice: one cart merged into two sessions at once moves once', async () => {
    await limits({});
    for (let round = 0; round < rounds; round++) {
      const [visitor, first, second] = await carts();
      await putInCart(db(), visitor, wallet, 2);
      await Promise.all([mergeCartIntoSession(db(), visitor, first), mergeCartIntoSession(db(), visitor, second)]);
      expect(await held(visitor, first, second)).toBe(2);
    }
  });

  it('two logins of one customer: two carts merged into each other at once neither deadlock nor lose or double a line', async () => {
    await limits({});
    for (let round = 0; round < rounds; round++) {
      const [first, second] = await carts();
      await putInCart(db(), first, wallet, 1);
      await putInCart(db(), second, wallet, 2);
      await putInCart(db(), second, demoFacts.saleProductSlug, 1);
      await Promise.all([mergeCartIntoSession(db(), first, second), mergeCartIntoSession(db(), second, first)]);
      expect(await held(first, second)).toBe(4);
    }
  });

  it('an order of the visitor cart while it moves: each line is either ordered or moved, never both', async () => {
    await limits({});
    for (let round = 0; round < rounds; round++) {
      const [visitor, customer] = await carts();
      await putInCart(db(), visitor, wallet, 2);
      // As cartOrder does: the cart held, read, the order written (the pause), the lines claimed as they were read.
      const order = db().transaction().execute(async (trx) => {
        await lockCartForOrder(trx, visitor);
        const { lines, itemCount } = await loadCart(trx, visitor);
        await pause(30);
        return (await removeOrderedLines(trx, visitor, lines)) ? itemCount : 0;
      });
      const [ordered] = await Promise.all([order, pause(5).then(() => mergeCartIntoSession(db(), visitor, customer))]);
      expect(ordered + (await held(visitor, customer))).toBe(2);
    }
  });

  it('decision 092: a coupon applied to the visitor cart while it moves is in the customer cart when it was answered applied', async () => {
    await limits({});
    for (let round = 0; round < rounds; round++) {
      const [visitor, customer] = await carts();
      await putInCart(db(), visitor, wallet, 1);
      const session = await db().selectFrom('sessions').selectAll().where('id', '=', visitor).executeTakeFirstOrThrow();
      const [notices] = await Promise.all([applyToCart(db(), session, 'GIAM10'), pause(round).then(() => mergeCartIntoSession(db(), visitor, customer))]);
      const kept = await db().selectFrom('cart_coupons').select('code').where('session_id', '=', customer).execute();
      expect(kept.length, JSON.stringify(notices)).toBe(notices.some((n) => n.kind === 'success') ? 1 : 0);
    }
  });
});
