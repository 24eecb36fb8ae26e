import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoFacts } from '../../db/seed/demo-facts.server';
import { testDatabases } from '../../../tests/support/databases';
import { openTestShop, type TestShop } from '../../../tests/support/shop';
import { findLines } from './queries.server';
import { newSession, productId, putInCart } from './cart-test-support';
import { mergeCartIntoSession } from './merge.server';
import { demoCoupons, seedDemoCoupons } from '../../db/seed/coupons.server';
import * as vi from '../../lib/messages/index';
import { recordCouponUsage } from '../coupons/service.server';

describe.each(testDatabases.map((d) => [d.name, d] as const))('mergeCartIntoSession on %s', (_name, kind) => {
  let shop: TestShop;
  const db = () => shop.deps.database.db;

  beforeAll(async () => {
    shop = await openTestShop(kind);
    await seedDemoCoupons(db());
  });
  afterAll(() => shop?.close());

  const session = () => newSession(db());
  const put = (sessionId: string, slug: string, quantity: number, terms?: Record<string, string>) => putInCart(db(), sessionId, slug, quantity, terms);

  const quantities = async (sessionId: string) => Object.fromEntries((await findLines(db(), sessionId)).map((l) => [l.key, l.quantity]));

  it('decision 011: the same item adds up, other lines move over, and the first cart is left empty', async () => {
    const [visitor, customer] = [await session(), await session()];
    const wallet = await put(visitor, demoFacts.simpleProductSlug, 2);
    const tote = await put(visitor, demoFacts.saleProductSlug, 1);
    await put(customer, demoFacts.simpleProductSlug, 3);
    const scarf = await put(customer, demoFacts.noReviewsSlug, 1);
    await mergeCartIntoSession(db(), visitor, customer);
    expect(await quantities(customer)).toEqual({ [wallet]: 5, [tote]: 1, [scarf]: 1 });
    expect(await quantities(visitor)).toEqual({});
  });

  it('spec 5.2: merged quantities are held to stock, max quantity and sold-individually', async () => {
    const [visitor, customer] = [await session(), await session()];
    const { terms, stock } = demoFacts.colourSwatchLowStock;
    const shirt = await put(customer, demoFacts.colourSwatchProductSlug, 1, terms);
    await put(visitor, demoFacts.colourSwatchProductSlug, stock, terms);
    const lamp = await put(customer, demoFacts.lowStockSimpleSlug, 1);
    await put(visitor, demoFacts.lowStockSimpleSlug, 1);
    const cups = await put(customer, demoFacts.minMaxQtySlug, 8);
    await put(visitor, demoFacts.minMaxQtySlug, 8);
    const watch = await put(visitor, demoFacts.soldIndividuallySlug, 1);
    await put(customer, demoFacts.soldIndividuallySlug, 1);
    await mergeCartIntoSession(db(), visitor, customer);
    expect(await quantities(customer)).toEqual({ [shirt]: stock, [lamp]: 1, [cups]: demoFacts.minMaxQty.max, [watch]: 1 });
  });

  it('spec 5.2: a sold-individually product keeps one line when the carts hold different variations of it', async () => {
    const [visitor, customer] = [await session(), await session()];
    const scarf = await productId(db(), demoFacts.radioProductSlug);
    await db().updateTable('products').set({ sold_individually: 1 }).where('id', '=', scarf).execute();
    const materials = await db()
      .selectFrom('variation_attributes')
      .innerJoin('products', 'products.id', 'variation_attributes.variation_id')
      .innerJoin('attribute_terms', 'attribute_terms.id', 'variation_attributes.term_id')
      .select('attribute_terms.slug')
      .where('products.parent_id', '=', scarf)
      .where('products.stock_status', '=', 'instock')
      .execute();
    const [first, second] = materials.map((m) => m.slug);
    const kept = await put(customer, demoFacts.radioProductSlug, 1, { 'chat-lieu': first! });
    await put(visitor, demoFacts.radioProductSlug, 1, { 'chat-lieu': second! });
    await mergeCartIntoSession(db(), visitor, customer);
    expect(await quantities(customer)).toEqual({ [kept]: 1 });
  });

  it('lines that can no longer be bought are not moved', async () => {
    const [visitor, customer] = [await session(), await session()];
    await put(visitor, demoFacts.outOfStockSimpleSlug, 1);
    const wallet = await put(visitor, demoFacts.simpleProductSlug, 1);
    await mergeCartIntoSession(db(), visitor, customer);
    expect(await quantities(customer)).toEqual({ [wallet]: 1 });
  });

  it('an empty cart changes nothing in the other', async () => {
    const [visitor, customer] = [await session(), await session()];
    const wallet = await put(customer, demoFacts.simpleProductSlug, 4);
    await mergeCartIntoSession(db(), visitor, customer);
    await mergeCartIntoSession(db(), customer, customer);
    expect(await quantities(customer)).toEqual({ [wallet]: 4 });
  });

  describe('decision 092: the coupons of both carts', () => {
    /** A customer's session: an account with this e-mail, logged in. */
    async function customerSession(email: string): Promise<string> {
      const user = await db().insertInto('users').values({ email, password_hash: 'x', created_at: new Date().toISOString() }).returning('id').executeTakeFirstOrThrow();
      const id = await session();
      await db().updateTable('sessions').set({ user_id: user.id }).where('id', '=', id).execute();
      return id;
    }
    const apply = (sessionId: string, ...codes: string[]) =>
      db().insertInto('cart_coupons').values(codes.map((code, i) => ({ session_id: sessionId, code: code.toLowerCase(), added_at: new Date(Date.now() + i).toISOString() }))).execute();
    const codes = async (sessionId: string) => (await db().selectFrom('cart_coupons').select('code').where('session_id', '=', sessionId).orderBy('code').execute()).map((r) => r.code);
    const notices = async (sessionId: string) => {
      const row = await db().selectFrom('sessions').select('notice').where('id', '=', sessionId).executeTakeFirstOrThrow();
      return (JSON.parse(row.notice ?? '[]') as { text: string }[]).map((n) => n.text);
    };
    const c = demoCoupons;

    it('a visitor\'s coupon follows the login, and joins the customer\'s own', async () => {
      const [visitor, customer] = [await session(), await customerSession('hoa@example.vn')];
      await put(visitor, demoFacts.simpleProductSlug, 1);
      await apply(visitor, c.percent.code);
      await put(customer, demoFacts.simpleProductSlug, 1);
      await apply(customer, c.fixedProduct.code);
      await mergeCartIntoSession(db(), visitor, customer);
      expect(await codes(customer)).toEqual([c.fixedProduct.code, c.percent.code].map((x) => x.toLowerCase()).sort());
      expect(await notices(customer)).toEqual([]);
    });

    it('a coupon the customer has used up, under another spelling of their inbox, is dropped with a notice', async () => {
      const visitor = await session();
      const customer = await customerSession('lan.nguyen@gmail.com');
      await db().transaction().execute((trx) => recordCouponUsage(trx, { codes: [c.perCustomer.code], orderId: 9701, email: 'LanNguyen+sale@googlemail.com', userId: null }));
      await put(visitor, demoFacts.simpleProductSlug, 1);
      await apply(visitor, c.perCustomer.code, c.percent.code);
      await mergeCartIntoSession(db(), visitor, customer);
      expect(await codes(customer)).toEqual([c.percent.code.toLowerCase()]);
      expect(await notices(customer)).toEqual([vi.coupons.droppedFromCart(c.perCustomer.code, vi.coupons.usedUpForYou)]);
    });

    it('an expired coupon, one below its minimum spend on the merged cart and one that cannot join the customer\'s are dropped, each with a notice', async () => {
      const [visitor, customer] = [await session(), await customerSession('minh@example.vn')];
      const glasses = demoFacts.outOfStockSimpleSlug;
      // Applied while the cart met the minimum; the glasses then sold out, so the merge leaves only the tote.
      await put(visitor, glasses, 2);
      await put(visitor, demoFacts.saleProductSlug, 1);
      await apply(visitor, c.fixedCart.code, c.expired.code, c.percent.code);
      await put(customer, demoFacts.saleProductSlug, 1);
      await apply(customer, c.individual.code);
      await mergeCartIntoSession(db(), visitor, customer);
      expect(await codes(customer)).toEqual([c.individual.code.toLowerCase()]);
      expect(await notices(customer)).toEqual([
        vi.coupons.droppedFromCart(c.fixedCart.code, vi.coupons.minimumSpend(c.fixedCart.minimumSpend)),
        vi.coupons.droppedFromCart(c.expired.code, vi.coupons.expired),
        vi.coupons.droppedFromCart(c.percent.code, vi.coupons.individualUse(c.individual.code)),
      ]);
    });

    it('a reminder\'s copy brings the coupons along and leaves the reminded cart\'s', async () => {
      const [reminded, phone] = [await session(), await session()];
      await put(reminded, demoFacts.simpleProductSlug, 1);
      await apply(reminded, c.percent.code);
      await mergeCartIntoSession(db(), reminded, phone, { keepSource: true, onlyIntoEmpty: true });
      expect(await codes(phone)).toEqual([c.percent.code.toLowerCase()]);
      expect(await codes(reminded)).toEqual([c.percent.code.toLowerCase()]);
    });
  });
});
