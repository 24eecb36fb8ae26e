import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoFacts } from '../../src/db/seed/demo-facts.server';
import { checkoutForm, count, productId, validFields } from '../../src/features/checkout/checkout-test-support';
import { customerInfo, productInfo } from '../../src/features/quick-buy/quick-buy-test-support';
import { quickBuy } from '../../src/lib/contract-names';
import * as vi from '../../src/lib/messages/index';
import { testDatabases } from '../support/databases';
import { openTestShop, type TestShop } from '../support/shop';
import { comingSoonCast, type Visitor } from './coming-soon-visitors';

describe.each(testDatabases.map((d) => [d.name, d] as const))('no order is taken while the shop is coming soon, over HTTP on %s', (_name, kind) => {
  let shop: TestShop;
  let cast: Awaited<ReturnType<typeof comingSoonCast>>;
  let id: number;
  const orders = () => count(shop.deps.database.db, 'orders');

  // The popup's nonce, asked while it could be; then the order as the popup's script places it.
  const quickBuyNonce = async (b: Visitor) => /name="prod_nonce" value="([0-9a-f]{20})"/.exec(await (await b.adminAjax(quickBuy.formAction, { prodid: String(id) })).text())?.[1] ?? '';
  const placeQuickBuy = async (b: Visitor, nonce: string) => {
    const res = await b.adminAjax(quickBuy.orderAction, { prod_id: String(id), nonce, product_info: productInfo({ quantity: '1' }), customer_info: customerInfo() });
    return { status: res.status, body: (await res.json()) as { success: boolean; data: unknown } };
  };

  beforeAll(async () => {
    shop = await openTestShop(kind);
    cast = await comingSoonCast(shop);
    id = await productId(shop.deps.database.db, demoFacts.simpleProductSlug);
  });
  afterAll(async () => {
    await cast?.server.close();
    await shop?.close();
  });

  it('a quick buy with a good nonce is refused to a visitor and a shopper, nothing written; staff\'s is placed; off, the visitor\'s too', async () => {
    const visitor = cast.visitor();
    const nonces = new Map([visitor, cast.shopper].map((b) => [b, '']));
    for (const b of nonces.keys()) nonces.set(b, await quickBuyNonce(b));
    await cast.comingSoon(true);
    const before = await orders();
    for (const [b, nonce] of nonces) {
      expect(nonce).toMatch(/^[0-9a-f]{20}$/);
      expect(await placeQuickBuy(b, nonce)).toEqual({ status: 403, body: { success: false, data: vi.rest.comingSoonText } });
    }
    expect(await orders()).toBe(before);
    expect((await placeQuickBuy(cast.manager, await quickBuyNonce(cast.manager))).body.success).toBe(true);
    expect(await orders()).toBe(before + 1);
    await cast.comingSoon(false);
    expect((await placeQuickBuy(visitor, nonces.get(visitor)!)).body.success).toBe(true);
    expect(await orders()).toBe(before + 2);
  });

  it('a cart filled before the mode came on cannot be checked out, by script or form; off, it can', async () => {
    const shopper = cast.visitor();
    await shopper.ajax('add_to_cart', { product_id: String(id), quantity: '1' });
    const fields = validFields(await checkoutForm(shopper));
    await cast.comingSoon(true);
    const before = await orders();
    const byScript = await shopper.ajax('checkout', fields);
    expect([byScript.status, ((await byScript.json()) as { result: string }).result]).toEqual([403, 'failure']);
    const byForm = await shopper.post('/thanh-toan/', fields);
    expect([byForm.status, (await byForm.text()).includes('class="coming-soon-content')]).toEqual([403, true]);
    expect(await orders()).toBe(before);
    await cast.comingSoon(false);
    expect(await shopper.json('checkout', fields)).toMatchObject({ result: 'success' });
    expect(await orders()).toBe(before + 1);
  });
});
