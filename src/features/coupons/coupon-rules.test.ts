import { describe, expect, it } from 'vitest';
import { testCoupon } from './coupon-test-support';
import * as vi from '../../lib/messages/index';
import { combinationProblem, couponProblem, normalizeCode, type CouponFacts } from './coupon-rules.server';

const coupon = testCoupon;
const facts = (over: Partial<CouponFacts> = {}): CouponFacts => ({
  subtotal: 400_000,
  lines: [{ productId: 5, variationId: null, quantity: 1, lineTotal: 400_000 }],
  now: new Date('2026-03-01T00:00:00Z'),
  customerUses: undefined,
  ...over,
});

describe('coupon rules', () => {
  it('spec 4 coupons: codes are trimmed and compared case-insensitively', () => {
    expect(normalizeCode('  GiAm10 ')).toBe('giam10');
  });

  it('spec 4 coupons: a coupon with no limits applies', () => {
    expect(couponProblem(coupon(), facts())).toBeNull();
  });

  it('spec 4 coupons: expiry is an instant; the coupon works until it, not after', () => {
    const expiresAt = '2026-03-01T00:00:00.000Z';
    expect(couponProblem(coupon({ expiresAt }), facts({ now: new Date('2026-02-28T23:59:59Z') }))).toBeNull();
    expect(couponProblem(coupon({ expiresAt }), facts({ now: new Date('2026-03-01T00:00:01Z') }))).toBe(vi.coupons.expired);
  });

  it('decision 092: an expiry written without its offset is Vietnam time, and a bare date runs to the end of that day there', () => {
    const at = (expiresAt: string, now: string) => couponProblem(coupon({ expiresAt }), facts({ now: new Date(now) }));
    // 31 December, 23:30 in Hanoi is 16:30 UTC: the coupon 'until 31 December' still holds, and is gone a second past midnight.
    expect(at('2026-12-31', '2026-12-31T16:30:00Z')).toBeNull();
    expect(at('2026-12-31', '2026-12-31T17:00:00.001Z')).toBe(vi.coupons.expired);
    expect(at('2026-12-31 23:59:59', '2026-12-31T16:59:59Z')).toBeNull();
    expect(at('2026-12-31T23:59:59', '2026-12-31T17:00:00Z')).toBe(vi.coupons.expired);
    // An instant with its offset is that instant.
    expect(at('2026-12-31T23:59:59Z', '2026-12-31T23:59:58Z')).toBeNull();
    expect(at('2026-12-31T23:59:59+07:00', '2026-12-31T17:00:00Z')).toBe(vi.coupons.expired);
  });

  it('decision 092: an expiry that cannot be read ends the coupon rather than making it last for ever', () => {
    expect(couponProblem(coupon({ expiresAt: 'cuối tháng' }), facts())).toBe(vi.coupons.expired);
  });

  it('spec 4 coupons: minimum spend compares the subtotal', () => {
    expect(couponProblem(coupon({ minimumSpend: 300_000 }), facts({ subtotal: 299_999 }))).toBe(vi.coupons.minimumSpend(300_000));
    expect(vi.coupons.minimumSpend(300_000)).toContain('Đơn hàng tối thiểu 300.000');
    expect(couponProblem(coupon({ minimumSpend: 300_000 }), facts({ subtotal: 300_000 }))).toBeNull();
  });

  it('spec 4 coupons: the total usage limit', () => {
    expect(couponProblem(coupon({ usageLimit: 2, usageCount: 2 }), facts())).toBe(vi.coupons.usedUp);
    expect(couponProblem(coupon({ usageLimit: 2, usageCount: 1 }), facts())).toBeNull();
  });

  it('spec 4 coupons: the per-customer limit counts only once the customer is known', () => {
    expect(couponProblem(coupon({ usageLimitPerCustomer: 1 }), facts({ customerUses: undefined }))).toBeNull();
    expect(couponProblem(coupon({ usageLimitPerCustomer: 1 }), facts({ customerUses: 0 }))).toBeNull();
    expect(couponProblem(coupon({ usageLimitPerCustomer: 1 }), facts({ customerUses: 1 }))).toBe(vi.coupons.usedUpForYou);
  });

  it('spec 4 coupons: a coupon limited to products needs one of them in the cart', () => {
    expect(couponProblem(coupon({ productIds: [9] }), facts())).toBe(vi.coupons.notForTheseProducts);
    expect(couponProblem(coupon({ productIds: [5] }), facts())).toBeNull();
  });

  it('spec 4 coupons: individual use goes alone, and nothing joins it', () => {
    const single = coupon({ id: 2, code: 'docquyen', individualUse: true });
    expect(combinationProblem(single, [])).toBeNull();
    expect(combinationProblem(single, [coupon()])).toBe(vi.coupons.individualUse('DOCQUYEN'));
    expect(combinationProblem(coupon(), [single])).toBe(vi.coupons.individualUse('DOCQUYEN'));
    expect(combinationProblem(coupon({ id: 3, code: 'giam50k' }), [coupon()])).toBeNull();
  });
});
