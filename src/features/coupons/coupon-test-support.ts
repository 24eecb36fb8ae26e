import { afterAll, beforeAll } from 'vitest';
import type { TestDatabase } from '../../../tests/support/databases';
import { openTestShop, type TestShop } from '../../../tests/support/shop';
import { seedDemoCoupons } from '../../db/seed/coupons.server';
import type { Coupon } from './coupon-rules.server';

/** A 10 % coupon with no limits, changed by `over`: the unit tests' starting point. */
export const testCoupon = (over: Partial<Coupon> = {}): Coupon => ({
  id: 1,
  code: 'giam10',
  type: 'percent',
  amount: 10,
  productIds: [],
  minimumSpend: null,
  expiresAt: null,
  usageLimit: null,
  usageLimitPerCustomer: null,
  individualUse: false,
  usageCount: 0,
  ...over,
});

/** For a suite: the test shop on `kind` with the demo coupons, opened before its tests and closed after them. */
export function shopWithDemoCoupons(kind: TestDatabase) {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await openTestShop(kind);
    await seedDemoCoupons(shop.deps.database.db);
  });
  afterAll(() => shop?.close());
  return { shop: () => shop, db: () => shop.deps.database.db };
}
