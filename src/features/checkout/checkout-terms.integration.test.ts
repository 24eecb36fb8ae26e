import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoFacts } from '../../db/seed/demo-facts.server';
import * as vi from '../../lib/messages/index';
import { testDatabases } from '../../../tests/support/databases';
import type { TestShop } from '../../../tests/support/shop';
import { checkoutForm, count, openTestShop, shopperWith, validFields } from './checkout-test-support';

// The terms box counts as ticked only with the value it sends when ticked ('1'), however the form is posted.
describe.each(testDatabases.map((d) => [d.name, d] as const))('the checkout terms box on %s', (_name, kind) => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await openTestShop(kind);
  });
  afterAll(() => shop?.close());

  it("terms posted as '0', 'no' or 'false' are not accepted and place nothing; '1' places the order", async () => {
    const s = await shopperWith(shop, demoFacts.simpleProductSlug);
    const form = await checkoutForm(s);
    const orders = await count(shop.deps.database.db, 'orders');
    for (const terms of ['0', 'no', 'false']) {
      const answer = await s.json<{ result: string; messages: string }>('checkout', validFields(form, { terms }));
      expect(answer.result, terms).toBe('failure');
      expect(answer.messages, terms).toBe(`<ul class="woocommerce-error"><li data-id="terms">${vi.checkout.termsRequired}</li></ul>`);
    }
    expect(await count(shop.deps.database.db, 'orders')).toBe(orders);
    expect((await s.json<{ result: string }>('checkout', validFields(form))).result).toBe('success');
  });
});
