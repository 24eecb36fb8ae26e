import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoFacts } from '../../db/seed/demo-facts.server';
import { quickBuy } from '../../lib/contract-names';
import * as vi from '../../lib/messages/index';
import { testDatabases } from '../../../tests/support/databases';
import type { TestShop } from '../../../tests/support/shop';
import { count, hanoi, openTestShop, productId, setStock } from '../checkout/checkout-test-support';
import { productInfo, QuickBuyer } from './quick-buy-test-support';

// Issue 9, Tests: the popup's three other calls (form, areas, coupon) given what no popup sends; each refuses or
// leaves the hostile part out, never answers 5xx, and nothing is written. The order call's own cases are in quick-buy.integration.test.ts.
const wallet = demoFacts.simpleProductSlug;
const shirt = demoFacts.colourSwatchProductSlug;
const hostileQuantities = ['0', '-1', '1e9', 'abc', '1.5', '9'.repeat(30)];
const tenKilobyteForm = 'x'.repeat(10_240);
const tenKilobytes = 'Ă'.repeat(5_000);

describe.each(testDatabases.map((d) => [d.name, d] as const))('quick buy calls given hostile input on %s', (_name, kind) => {
  let shop: TestShop;
  let ids: { wallet: number; shirt: number; otherVariation: number };
  const db = () => shop.deps.database.db;
  const stock = async () => (await db().selectFrom('products').select('stock_quantity').where('id', '=', ids.wallet).executeTakeFirstOrThrow()).stock_quantity;
  const written = async () => [await count(db(), 'orders'), await count(db(), 'order_lines'), await count(db(), 'outbox'), await count(db(), 'coupon_usages'), await stock()];

  beforeAll(async () => {
    shop = await openTestShop(kind);
    await setStock(db(), wallet, 20);
    const shirtId = await productId(db(), shirt);
    const other = await db().selectFrom('products').select('id').where('type', '=', 'variation').where('parent_id', '!=', shirtId).executeTakeFirstOrThrow();
    ids = { wallet: await productId(db(), wallet), shirt: shirtId, otherVariation: other.id };
  });
  afterAll(() => shop?.close());

  it('devvn_form_quickbuy: ids that are no product\'s are refused with 400 or 404', async () => {
    const s = new QuickBuyer(shop.app);
    const before = await written();
    for (const prodid of ['0', '-1', '1e9', 'abc', '', tenKilobytes, `${ids.otherVariation}`, '2000000']) {
      const res = await s.call(quickBuy.formAction, { prodid }).catch(() => ({ status: 400 }));
      expect([400, 404], prodid.slice(0, 20)).toContain(res.status);
    }
    expect(await written()).toEqual(before);
  });

  it('devvn_load_diagioihanhchinh: a line no popup sends gets no shipping, a province or district it does not know is refused', async () => {
    const s = new QuickBuyer(shop.app);
    const { nonce } = await s.popup(ids.wallet);
    const before = await written();
    const areas = (fields: Record<string, string>) => s.call<{ list_district: unknown[]; shipping?: string }>(quickBuy.areasAction, { matp: hanoi.province, getvalue: '2', nonce, prod_id: String(ids.wallet), ...fields });
    // The same call with an honest line has shipping, so each case below can fail.
    expect((await areas({ product_info: productInfo({ quantity: '1' }) })).body.data.shipping).toContain('shipping_method[0]');
    const lines: Record<string, string>[] = [
      ...hostileQuantities.map((quantity) => ({ product_info: productInfo({ quantity }) })),
      { prod_id: String(ids.shirt), product_info: productInfo({ variation_id: String(ids.otherVariation), quantity: '1' }) },
      { prod_id: '2000000', product_info: productInfo({ quantity: '1' }) },
      { prod_id: 'abc', product_info: productInfo({ quantity: '1' }) },
      { product_info: tenKilobyteForm },
    ];
    for (const fields of lines) {
      const answer = await areas(fields);
      expect(answer.status, JSON.stringify(fields).slice(0, 80)).toBe(200);
      expect(answer.body.data.list_district).toContainEqual({ name: hanoi.wardName, xaid: hanoi.ward });
      expect(answer.body.data.shipping, JSON.stringify(fields).slice(0, 80)).toBeUndefined();
    }
    for (const fields of [{ matp: tenKilobytes }, { matp: '-1' }, { getvalue: 'abc' }] as Record<string, string>[]) {
      const answer = await areas({ product_info: productInfo({ quantity: '1' }), ...fields });
      expect(answer.status, JSON.stringify(fields).slice(0, 80)).toBe(400);
      expect(answer.body).toEqual({ success: false, data: vi.quickBuy.provinceInvalid });
    }
    expect(await written()).toEqual(before);
  });

  it('devvn_apply_coupon: hostile quantities, another product\'s variation, unknown products and 10 KB codes are refused', async () => {
    const s = new QuickBuyer(shop.app);
    const before = await written();
    const coupon = (fields: Record<string, string>) => s.call(quickBuy.couponAction, { prod_id: String(ids.wallet), coupon: 'GIAM10', product_info: productInfo({ quantity: '1' }), ...fields });
    expect((await coupon({})).body.success).toBe(true); // the honest call, so each case below can fail
    for (const quantity of hostileQuantities) {
      expect(await coupon({ product_info: productInfo({ quantity }) }), quantity.slice(0, 20)).toEqual({ status: 400, body: { success: false, data: vi.quickBuy.invalidQuantity } });
    }
    const refusals: [Record<string, string>, string | undefined][] = [
      // Refused as the cart refuses it ('choose the options'): the other product's variation is no choice of this one.
      [{ prod_id: String(ids.shirt), product_info: productInfo({ variation_id: String(ids.otherVariation), quantity: '1' }) }, undefined],
      [{ prod_id: '2000000' }, undefined],
      [{ prod_id: 'abc' }, vi.quickBuy.notFound],
      [{ product_info: tenKilobyteForm }, vi.quickBuy.notFound],
      [{ coupon: tenKilobytes }, undefined],
    ];
    for (const [fields, message] of refusals) {
      const answer = await coupon(fields);
      expect(answer.status, JSON.stringify(fields).slice(0, 80)).toBeLessThan(500);
      expect(answer.body.success, JSON.stringify(fields).slice(0, 80)).toBe(false);
      if (message) expect(answer.body.data).toBe(message);
      else expect(answer.body.data).toEqual(expect.any(String));
    }
    expect(await written()).toEqual(before);
  });
});
