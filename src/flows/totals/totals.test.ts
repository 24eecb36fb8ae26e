import { describe, expect, it } from 'vitest';
import { totalsOf } from './totals.server';

const lines = [{ lineTotal: 350_000 }, { lineTotal: 150_000 }];

describe('totals', () => {
  it('spec 2.7: subtotal − discounts + shipping = total', () => {
    expect(totalsOf(lines, [{ amount: 50_000 }, { amount: 20_000 }], 35_000)).toEqual({ subtotal: 500_000, discountTotal: 70_000, shippingTotal: 35_000, total: 465_000 });
  });
  it('without coupons or a chosen shipping method the total is the subtotal', () => {
    expect(totalsOf(lines)).toEqual({ subtotal: 500_000, discountTotal: 0, shippingTotal: 0, total: 500_000 });
    expect(totalsOf([])).toEqual({ subtotal: 0, discountTotal: 0, shippingTotal: 0, total: 0 });
  });
  it('discounts never take the total below the shipping cost', () => {
    expect(totalsOf(lines, [{ amount: 800_000 }], 20_000)).toEqual({ subtotal: 500_000, discountTotal: 500_000, shippingTotal: 20_000, total: 20_000 });
  });
});
