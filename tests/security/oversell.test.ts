import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoCoupons, seedDemoCoupons } from '../../src/db/seed/coupons.server';
import { demoFacts } from '../../src/db/seed/demo-facts.server';
import { checkoutForm, count, setStock, shopperWith, validFields, type Shopper } from '../../src/features/checkout/checkout-test-support';
import { testDatabases } from '../support/databases';
import { openTestShop, type TestShop } from '../support/shop';
import { sameOrigin, scaled } from './scale';

// Issue 6: many shoppers checking out the last units at once: never more sold than stock, a one-use coupon once.
const wallet = demoFacts.simpleProductSlug;
const stock = 5;
const shoppers = scaled(30, 200);

describe.each(testDatabases.map((d) => [d.name, d] as const))('oversell under concurrent checkouts on %s', (_name, kind) => {
  let shop: TestShop;
  const db = () => shop.deps.database.db;
  beforeAll(async () => {
    shop = await openTestShop(kind);
    await seedDemoCoupons(db());
  });
  afterAll(() => shop.close());

  /** `n` shoppers with one unit in the cart each (and the coupon when asked), then all their checkouts at once. */
  async function checkoutsAtOnce(n: number, coupon?: string) {
    const ready: { s: Shopper; fields: Record<string, string> }[] = [];
    for (let i = 0; i < n; i++) {
      const s = await shopperWith(shop, wallet);
      const form = await checkoutForm(s);
      if (coupon) await s.ajax('apply_coupon', { security: form.params.apply_coupon_nonce, coupon_code: coupon });
      ready.push({ s, fields: validFields(form, { billing_email: `khach${i}@example.com` }) });
    }
    return async () => {
      const answers = await Promise.all(
        ready.map(async ({ s, fields }) => {
          const res = await s.request('/?wc-ajax=checkout', { method: 'POST', headers: sameOrigin, body: new URLSearchParams(fields) });
          return { status: res.status, body: (await res.json()) as { result: string } };
        }),
      );
      const placed = answers.filter((a) => a.body.result === 'success').length;
      console.log(`oversell on ${kind.name}${coupon ? ' (one-use coupon)' : ''}: ${n} checkouts tried, ${placed} placed, ${n - placed} refused, ${answers.filter((a) => a.status >= 500).length} failed`);
      expect(answers.filter((a) => a.status >= 500)).toEqual([]);
      return placed;
    };
  }

  it(`issue 6: ${shoppers} concurrent checkouts of ${stock} units make ${stock} orders and leave stock 0`, async () => {
    await setStock(db(), wallet, 1000); // every cart gets its unit, then the stock drops to what is left
    const go = await checkoutsAtOnce(shoppers);
    await setStock(db(), wallet, stock);
    expect(await go()).toBe(stock);
    expect(await count(db(), 'orders')).toBe(stock);
    expect(await count(db(), 'order_lines')).toBe(stock);
    expect(await count(db(), 'outbox')).toBe(stock * 2);
    const product = await db().selectFrom('products').select(['stock_quantity', 'stock_status']).where('slug', '=', wallet).executeTakeFirstOrThrow();
    expect(product.stock_quantity).toBe(0);
    expect(product.stock_status).toBe('outofstock');
  }, 600_000);

  it(`issue 6: ${Math.round(shoppers / 4)} concurrent checkouts with the one-use coupon use it once`, async () => {
    await setStock(db(), wallet, 1000);
    const before = await count(db(), 'orders');
    const go = await checkoutsAtOnce(Math.round(shoppers / 4), demoCoupons.singleUse.code);
    expect(await go()).toBe(1);
    expect(await count(db(), 'orders')).toBe(before + 1);
    const usages = await db().selectFrom('coupon_usages').innerJoin('coupons', 'coupons.id', 'coupon_usages.coupon_id').select('coupons.code').execute();
    expect(usages.filter((u) => u.code.toUpperCase() === demoCoupons.singleUse.code)).toHaveLength(1);
  }, 600_000);
});
