import { describe, expect, it } from 'vitest';
import { testCoupon } from './coupon-test-support';
import type { DiscountLine } from './coupon-rules.server';
import { discountsFor, spread } from './discounts.server';

const coupon = testCoupon;
const line = (productId: number, unit: number, quantity: number): DiscountLine => ({ productId, variationId: null, quantity, lineTotal: unit * quantity });

describe('coupon discount math', () => {
  it('spec 4 coupons: spread splits whole đồng in proportion and always adds up exactly', () => {
    expect(spread(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(spread(10, [0, 5])).toEqual([0, 10]);
    expect(spread(0, [5, 5])).toEqual([0, 0]);
    expect(spread(50_000, [3, 0, 0])).toEqual([50_000, 0, 0]);
    const shares = spread(999_999_999, [123_456_789, 987_654_321, 555_555_555]);
    expect(shares.reduce((a, b) => a + b, 0)).toBe(999_999_999);
  });

  it('spec 4 coupons: percent takes the percentage of the lines, rounded to whole đồng', () => {
    expect(discountsFor([coupon({ amount: 10 })], [line(1, 350_000, 1), line(2, 149_000, 2)])).toEqual([64_800]);
    // 15 % of 33.333 = 4.999,95 → 5.000 đồng
    expect(discountsFor([coupon({ amount: 15 })], [line(1, 33_333, 1)])).toEqual([5_000]);
  });

  it('spec 4 coupons: percent limited to products discounts only their lines (a variation counts by its id too)', () => {
    const lines = [line(1, 100_000, 1), line(2, 200_000, 1), { productId: 3, variationId: 30, quantity: 1, lineTotal: 50_000 }];
    expect(discountsFor([coupon({ amount: 20, productIds: [2, 30] })], lines)).toEqual([50_000]);
  });

  it('spec 4 coupons: percent above 100 never takes more than the lines', () => {
    expect(discountsFor([coupon({ amount: 150 })], [line(1, 80_000, 1)])).toEqual([80_000]);
  });

  it('spec 4 coupons: fixed cart is its amount, never above the subtotal', () => {
    expect(discountsFor([coupon({ type: 'fixed_cart', amount: 50_000 })], [line(1, 200_000, 1), line(2, 150_000, 1)])).toEqual([50_000]);
    expect(discountsFor([coupon({ type: 'fixed_cart', amount: 500_000 })], [line(1, 120_000, 1)])).toEqual([120_000]);
  });

  it('spec 4 coupons: fixed product is amount × quantity per eligible line, never above the line total', () => {
    const lines = [line(7, 350_000, 2), line(8, 100_000, 1)];
    expect(discountsFor([coupon({ type: 'fixed_product', amount: 30_000, productIds: [7] })], lines)).toEqual([60_000]);
    expect(discountsFor([coupon({ type: 'fixed_product', amount: 30_000, productIds: [7] })], [line(7, 20_000, 3)])).toEqual([60_000]);
    expect(discountsFor([coupon({ type: 'fixed_product', amount: 30_000 })], [line(7, 20_000, 3), line(8, 50_000, 1)])).toEqual([90_000]);
  });

  it('spec 4 coupons: several coupons together never discount a line below zero; fixed cart gets what is left', () => {
    const lines = [line(1, 100_000, 1)];
    const amounts = discountsFor([coupon({ type: 'fixed_cart', amount: 80_000 }), coupon({ id: 2, amount: 50 })], lines);
    // The percentage goes first (50.000), the fixed cart amount fits the 50.000 left.
    expect(amounts).toEqual([50_000, 50_000]);
    expect(amounts.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(100_000);
  });

  it('spec 4 coupons: two percentages each work on the full line totals', () => {
    expect(discountsFor([coupon({ amount: 10 }), coupon({ id: 2, amount: 20 })], [line(1, 100_000, 1)])).toEqual([10_000, 20_000]);
  });
});
