import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoFacts } from '../../db/seed/demo-facts.server';
import { testDatabases } from '../../../tests/support/databases';
import type { TestShop } from '../../../tests/support/shop';
import { checkoutForm, openTestShop, shopperWith, validFields } from '../checkout/checkout-test-support';
import { loadOrderAttribution } from './order-attribution.server';

const wallet = demoFacts.simpleProductSlug;
const orderIdOf = (redirect: string) => Number(/order-received\/(\d+)\//.exec(redirect)?.[1]);

// Attribution is written once, with the order it came with: no later post can add to or change an order's.
describe.each(testDatabases.map((d) => [d.name, d] as const))('attribution of a placed order on %s', (_name, kind) => {
  let shop: TestShop;
  const db = () => shop.deps.database.db;

  beforeAll(async () => {
    shop = await openTestShop(kind);
  });
  afterAll(() => shop?.close());

  it('decision 079: the same checkout sent again with other attribution is answered its order, whose attribution stays as first posted', async () => {
    const s = await shopperWith(shop, wallet);
    const fields = validFields(await checkoutForm(s), { wc_order_attribution_source_type: 'utm', wc_order_attribution_utm_source: 'zalo' });
    const first = (await (await s.ajax('checkout', fields)).json()) as { redirect: string };
    const forged = { ...fields, wc_order_attribution_source_type: 'organic', wc_order_attribution_utm_source: 'google', wc_order_attribution_utm_term: 'x' };
    expect(await (await s.ajax('checkout', forged)).json()).toEqual(first);
    expect(await loadOrderAttribution(db(), orderIdOf(first.redirect))).toEqual({ source_type: 'utm', utm_source: 'zalo' });
  });

  it('an order whose attribution inputs came empty, forged or missing stores none, and is placed all the same', async () => {
    const s = await shopperWith(shop, wallet);
    const fields = validFields(await checkoutForm(s), { wc_order_attribution_session_pages: '-1', wc_order_attribution_referrer: 'javascript:alert(1)', wc_order_attribution_utm_source: '\u200b\u202e' });
    const answer = (await (await s.ajax('checkout', fields)).json()) as { result: string; redirect: string };
    expect(answer.result).toBe('success');
    expect(await loadOrderAttribution(db(), orderIdOf(answer.redirect))).toEqual({});
  });
});
