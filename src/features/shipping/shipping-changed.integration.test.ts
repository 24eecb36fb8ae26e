import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoFacts } from '../../db/seed/demo-facts.server';
import * as vi from '../../lib/messages/index';
import { formatMoney } from '../../lib/money';
import { testDatabases } from '../../../tests/support/databases';
import type { TestShop } from '../../../tests/support/shop';
import { checkoutForm, checkoutPage, count, openTestShop, review, reviewTable, setStock, shopperWith, validFields } from '../checkout/checkout-test-support';
import { seenCostField } from './shipping-names';

const wallet = demoFacts.simpleProductSlug; // 350.000 ₫, Hà Nội's flat rate 20.000 ₫
type Answer = { result: string; messages?: string; refresh?: boolean; redirect?: string };

// decision 093: the shop owner changes a method between the review the shopper saw and the order.
describe.each(testDatabases.map((d) => [d.name, d] as const))('a shipping method changed after the review on %s', (_name, kind) => {
  let shop: TestShop;
  const db = () => shop.deps.database.db;
  const methodRow = (id: string) => db().selectFrom('shipping_methods').selectAll().where('id', '=', Number(id.split(':')[1])).executeTakeFirstOrThrow();
  const setCost = (id: string, cost: number) => db().updateTable('shipping_methods').set({ cost }).where('id', '=', Number(id.split(':')[1])).execute();

  beforeAll(async () => {
    shop = await openTestShop(kind);
    await setStock(db(), wallet, 1000);
  });
  afterAll(() => shop?.close());

  it('the review carries the cost each method was shown at, posted with the form', async () => {
    const s = await shopperWith(shop, wallet);
    const { params } = await checkoutPage(s);
    const table = (await review(s, params, { billing_province: '01' })).fragments[reviewTable] ?? '';
    expect(table).toMatch(new RegExp(`<input type="hidden" name="${seenCostField('flat_rate:\\d+').replace(/[[\]]/g, '\\$&')}" value="20000"/>`));
  });

  it('a method re-priced since the review is not ordered at a price the shopper did not see: told the new price, the review redrawn, then ordered at it', async () => {
    const s = await shopperWith(shop, wallet);
    const form = await checkoutForm(s);
    const original = Number((await methodRow(form.shipping)).cost);
    const before = await count(db(), 'orders');
    const seen = { [seenCostField(form.shipping)]: String(original) };
    try {
      await setCost(form.shipping, 45_000);
      const refused = (await (await s.ajax('checkout', validFields(form, seen))).json()) as Answer;
      expect(refused.result).toBe('failure');
      expect(refused.refresh).toBe(true);
      expect(refused.messages).toContain(`data-id="shipping_method">${vi.shipping.repriced(formatMoney(45_000))}`);
      expect(await count(db(), 'orders')).toBe(before);
      // The shopper looks again (the review now shows 45.000 ₫) and orders: the price at order time is charged.
      const placed = (await (await s.ajax('checkout', validFields(form, { [seenCostField(form.shipping)]: '45000' }))).json()) as Answer;
      expect(placed.result).toBe('success');
      const order = await db().selectFrom('orders').select(['shipping_total', 'total']).orderBy('id', 'desc').executeTakeFirstOrThrow();
      expect([Number(order.shipping_total), Number(order.total)]).toEqual([45_000, 395_000]);
    } finally {
      await setCost(form.shipping, original);
    }
  });

  it('a method removed since the review is refused by the shipping field, and the review is redrawn without it', async () => {
    const s = await shopperWith(shop, wallet);
    const form = await checkoutForm(s);
    const row = await methodRow(form.shipping);
    const before = await count(db(), 'orders');
    await db().deleteFrom('shipping_methods').where('id', '=', row.id).execute();
    try {
      const refused = (await (await s.ajax('checkout', validFields(form, { [seenCostField(form.shipping)]: String(row.cost) }))).json()) as Answer;
      expect(refused.result).toBe('failure');
      expect(refused.messages).toContain(`data-id="shipping_method">${vi.checkout.shippingInvalid}`);
      expect(refused.refresh).toBe(true);
      expect(await count(db(), 'orders')).toBe(before);
    } finally {
      await db().insertInto('shipping_methods').values(row).execute();
    }
  });
});
