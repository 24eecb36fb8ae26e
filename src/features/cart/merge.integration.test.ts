import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoFacts } from '../../db/seed/demo-facts.server';
import { testDatabases } from '../../../tests/support/databases';
import { openTestShop, type TestShop } from '../../../tests/support/shop';
import { findLines } from './queries.server';
import { newSession, productId, putInCart } from './cart-test-support';
import { mergeCartIntoSession } from './merge.server';

describe.each(testDatabases.map((d) => [d.name, d] as const))('mergeCartIntoSession on %s', (_name, kind) => {
  let shop: TestShop;
  const db = () => shop.deps.database.db;

  beforeAll(async () => {
    shop = await openTestShop(kind);
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
});
