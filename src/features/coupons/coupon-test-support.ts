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
