import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoFacts } from '../../db/seed/demo-facts.server';
import { testDatabases } from '../../../tests/support/databases';
import type { TestShop } from '../../../tests/support/shop';
import { productId, Shopper } from '../cart/cart-test-support';
import { lockCartForOrder } from '../cart/index.server';
import { remindAbandonedCarts } from './abandoned-carts.server';
import { localMarketingService } from './local-marketing-service.server';
import { leaveCartIdle, lookUpCart, marketingRows, openTestShop, reportEmail } from './marketing-email-test-support';

// Probes of the abandoned-cart reminders as an unlucky shopper or a hostile visitor sees them (decision 098).
describe.each(testDatabases.map((d) => [d.name, d] as const))('abandoned-cart reminders probed on %s', (_name, kind) => {
  let shop: TestShop;
  const db = () => shop.deps.database.db;
  const cartIdOf = async (email: string) => (await marketingRows(db())).find((r) => r.email === email)!.cart_id;
  const itemsIn = async (s: Shopper) => ((await (await s.request('/gio-hang/')).text()).match(/woocommerce-cart-form__cart-item/g) ?? []).length;

  /** A shopper with the demo's simple product in the cart who typed `email`. */
  async function shopperWhoTyped(email: string): Promise<Shopper> {
    const s = new Shopper(shop.app);
    expect((await s.ajax('add_to_cart', { product_id: String(await productId(db(), demoFacts.simpleProductSlug)), quantity: '1' })).status).toBe(200);
    expect((await reportEmail(s, { email })).status).toBe(200);
    return s;
  }

  beforeAll(async () => {
    shop = await openTestShop(kind);
  });
  afterAll(() => shop?.close());

  it('decision 098: a shopper who unsubscribed from the newsletter, in whatever case, is sent no cart reminder', async () => {
    await localMarketingService(db()).subscribe('da.huy@gmail.com');
    await localMarketingService(db()).unsubscribe('da.huy@gmail.com');
    await shopperWhoTyped('Da.Huy@gmail.com');
    await leaveCartIdle(db(), await cartIdOf('Da.Huy@gmail.com'), 2);
    await shopperWhoTyped('van.nhan@gmail.com');
    await leaveCartIdle(db(), await cartIdOf('van.nhan@gmail.com'), 2);
    const reminded = (await remindAbandonedCarts(shop.deps)).map((r) => r.email);
    expect(reminded).toContain('van.nhan@gmail.com');
    expect(reminded).not.toContain('Da.Huy@gmail.com');
    expect(await db().selectFrom('outbox').select('id').where('recipient', '=', 'Da.Huy@gmail.com').execute()).toEqual([]);
  });

  it('decision 098: a second person typing an e-mail on the same browser gets a new cart id; the first reminder link shows neither their e-mail nor their cart', async () => {
    const shared = await shopperWhoTyped('nguoi.truoc@gmail.com');
    const first = await cartIdOf('nguoi.truoc@gmail.com');
    await leaveCartIdle(db(), first, 2);
    expect((await remindAbandonedCarts(shop.deps)).map((r) => r.cartId)).toContain(first);
    expect((await reportEmail(shared, { email: 'nguoi.sau@gmail.com' })).status).toBe(200);
    const second = await cartIdOf('nguoi.sau@gmail.com');
    expect(second).not.toBe(first);
    expect(await (await lookUpCart(new Shopper(shop.app), first)).json()).toEqual({ email: null });
    const linkOpener = new Shopper(shop.app);
    await linkOpener.request(`/gio-hang/?mc_cart_id=${first}`);
    expect(await itemsIn(linkOpener)).toBe(0);
    // The second person's own link works, and the same e-mail typed again keeps it.
    expect((await reportEmail(shared, { email: 'nguoi.sau@gmail.com' })).status).toBe(200);
    expect(await cartIdOf('nguoi.sau@gmail.com')).toBe(second);
    expect(await (await lookUpCart(new Shopper(shop.app), second)).json()).toEqual({ email: 'nguoi.sau@gmail.com' });
  });

  it('decision 098: an order taking the cart while the reminder job runs (the cart held by it) leaves no reminder once it commits', async () => {
    await shopperWhoTyped('dang.mua@gmail.com');
    const cartId = await cartIdOf('dang.mua@gmail.com');
    await leaveCartIdle(db(), cartId, 2);
    const sessionId = (await marketingRows(db())).find((r) => r.cart_id === cartId)!.session_id;
    let held!: () => void;
    let release!: () => void;
    const holding = new Promise<void>((resolve) => (held = resolve));
    const released = new Promise<void>((resolve) => (release = resolve));
    // What an order's transaction does (src/flows/place-order): hold the cart, take its lines, commit later.
    const order = db().transaction().execute(async (trx) => {
      await lockCartForOrder(trx, sessionId);
      await trx.deleteFrom('cart_items').where('session_id', '=', sessionId).execute();
      held();
      await released;
    });
    await holding;
    const job = remindAbandonedCarts(shop.deps);
    await new Promise((resolve) => setTimeout(resolve, 300)); // the job reads the carts meanwhile (PostgreSQL)
    release();
    await order;
    expect((await job).map((r) => r.cartId)).not.toContain(cartId);
    expect(await db().selectFrom('outbox').select('id').where('recipient', '=', 'dang.mua@gmail.com').execute()).toEqual([]);
  });

  it('decision 098: one browser typing stranger after stranger, each left an hour, has the shop send one reminder, not one per address', async () => {
    const robot = await shopperWhoTyped('nguoi.la.1@gmail.com');
    await leaveCartIdle(db(), await cartIdOf('nguoi.la.1@gmail.com'), 2);
    expect((await remindAbandonedCarts(shop.deps)).map((r) => r.email)).toContain('nguoi.la.1@gmail.com');
    for (const email of ['nguoi.la.2@gmail.com', 'nguoi.la.3@gmail.com']) {
      expect((await reportEmail(robot, { email })).status).toBe(200);
      await leaveCartIdle(db(), await cartIdOf(email), 2);
      expect((await remindAbandonedCarts(shop.deps)).map((r) => r.email)).not.toContain(email);
    }
    expect(await db().selectFrom('outbox').select('recipient').where('recipient', 'like', 'nguoi.la.%').execute()).toEqual([{ recipient: 'nguoi.la.1@gmail.com' }]);
  });

  it('decision 022: one inbox typed into three carts in other spellings (case, dots, googlemail.com) is reminded once', async () => {
    const spellings = ['Tran.Binh@gmail.com', 'tranbinh@googlemail.com', 't.r.a.n.binh@GMAIL.com'];
    for (const email of spellings) {
      await shopperWhoTyped(email);
      await leaveCartIdle(db(), await cartIdOf(email), 2);
    }
    expect((await remindAbandonedCarts(shop.deps)).filter((r) => spellings.includes(r.email))).toHaveLength(1);
  });
});
