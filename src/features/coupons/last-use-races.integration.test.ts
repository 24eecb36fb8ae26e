import { describe, expect, it } from 'vitest';
import { demoFacts } from '../../db/seed/demo-facts.server';
import * as vi from '../../lib/messages/index';
import { testDatabases } from '../../../tests/support/databases';
import { checkoutForm, productId, setStock, shopperWith, validFields } from '../checkout/checkout-test-support';
import { QuickBuyer } from '../quick-buy/quick-buy-test-support';
import { shopWithDemoCoupons } from './coupon-test-support';

const wallet = demoFacts.simpleProductSlug;
const rounds = 4;

// Spec 4 coupons: the last use of a limited coupon, asked by a checkout and a quick buy at the same moment, goes to one
// order; the other is refused with the reason, and the coupon is counted once.
describe.each(testDatabases.map((d) => [d.name, d] as const))('the last use of a coupon taken twice at once on %s', (_name, kind) => {
  const { shop, db } = shopWithDemoCoupons(kind);

  it('spec 4 coupons: a checkout and a quick buy racing for a coupon\'s last use place one order with it', async () => {
    await setStock(db(), wallet, 1000);
    const id = await productId(db(), wallet);
    for (let round = 0; round < rounds; round++) {
      const code = `cuoicung${round}`;
      await db().insertInto('coupons').values({ code, type: 'fixed_cart', amount: 20_000, usage_limit: 1, created_at: new Date().toISOString() }).execute();
      const s = await shopperWith(shop(), wallet);
      const form = await checkoutForm(s);
      await s.ajax('apply_coupon', { security: form.params.apply_coupon_nonce, coupon_code: code });
      const buyer = new QuickBuyer(shop().app);
      const [checkout, quick] = await Promise.all([
        s.json<{ result: string; messages?: string }>('checkout', validFields(form, { billing_email: `mua${round}@example.vn` })),
        buyer.order(id, { 'customer-coupon': code.toUpperCase(), 'customer-email': `nhanh${round}@example.vn` }),
      ]);
      const placed = [checkout.result === 'success', quick.body.success];
      expect(placed.filter(Boolean), JSON.stringify([checkout, quick])).toHaveLength(1);
      const refusal = placed[0] ? String(quick.body.data) : (checkout.messages ?? '');
      expect(refusal).toContain(vi.coupons.usedUp);
      const row = await db().selectFrom('coupons').select('usage_count').where('code', '=', code).executeTakeFirstOrThrow();
      expect(row.usage_count).toBe(1);
    }
  });
});
