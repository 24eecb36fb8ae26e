import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoFacts } from '../../db/seed/demo-facts.server';
import * as vi from '../../lib/messages/index';
import { testDatabases } from '../../../tests/support/databases';
import type { TestShop } from '../../../tests/support/shop';
import { checkoutForm, checkoutPage, count, openTestShop, review, reviewTable, shopperWith, validFields } from '../checkout/checkout-test-support';

const wallet = demoFacts.simpleProductSlug;
// Not provinces of the shop's (two-tier) structure: made up, padded, too long, other scripts, a three-tier-only code.
const notProvinces = ['99', 'zz', '001', '1', '０１', '٠١', '01'.repeat(300), 'Hà Nội', '02'];

// decision 093: shipping is priced only to a province of the shop's address structure, never at the nationwide rate.
describe.each(testDatabases.map((d) => [d.name, d] as const))('the province shipping is priced to on %s', (_name, kind) => {
  let shop: TestShop;
  const db = () => shop.deps.database.db;

  beforeAll(async () => {
    shop = await openTestShop(kind);
  });
  afterAll(() => shop?.close());

  it('spec 5 shipping: the order review prices no shipping to a province that is not one, and says so by the province field', async () => {
    const s = await shopperWith(shop, wallet);
    const { params } = await checkoutPage(s);
    for (const province of notProvinces) {
      const answer = await review(s, params, { billing_province: province });
      const table = answer.fragments[reviewTable] ?? '';
      expect(table, province).not.toContain('shipping_method[0]');
      expect(table, province).toContain(vi.checkout.noShipping);
      expect(answer.result, province).toBe('failure');
      expect(answer.messages, province).toContain(`data-id="billing_province">${vi.checkout.provinceInvalid}`);
    }
    const known = await review(s, params, { billing_province: '48' });
    expect([known.result, known.messages]).toEqual(['success', '']);
    expect(known.fragments[reviewTable]).toContain('shipping_method[0]');
  });

  it('spec 5 shipping: the checkout page posted without script shows no shipping price for a made-up province', async () => {
    const s = await shopperWith(shop, wallet);
    const form = await checkoutForm(s);
    const page = await s.request('/thanh-toan/', { method: 'POST', body: new URLSearchParams({ ...validFields(form), billing_province: '99', update_address: '1' }) });
    const html = await page.text();
    expect(html.includes('name="shipping_method[0]"')).toBe(false);
  });

  it('an order is never placed to a made-up province, whatever method it names', async () => {
    const s = await shopperWith(shop, wallet);
    const form = await checkoutForm(s);
    const before = await count(db(), 'orders');
    for (const province of notProvinces) {
      const answer = (await (await s.ajax('checkout', validFields(form, { billing_province: province }))).json()) as { result: string; messages: string };
      expect(answer.result, province).toBe('failure');
      expect(answer.messages, province).toContain('data-id="billing_province"');
    }
    expect(await count(db(), 'orders')).toBe(before);
  });
});
