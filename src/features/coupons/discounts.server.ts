import { appliesTo, type Coupon, type DiscountLine } from './coupon-rules.server';

/** Splits `total` whole đồng in proportion to `weights`; the shares add up to `total` exactly (largest remainders). */
export function spread(total: number, weights: number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum <= 0 || total <= 0) return weights.map(() => 0);
  // BigInt: total × weight can pass 2^53 for large carts.
  const exact = weights.map((w) => BigInt(total) * BigInt(w));
  const shares = exact.map((e) => Number(e / BigInt(sum)));
  const rest = exact.map((e, i) => ({ i, r: e % BigInt(sum) })).sort((a, b) => (a.r === b.r ? a.i - b.i : a.r > b.r ? -1 : 1));
  let left = total - shares.reduce((a, b) => a + b, 0);
  for (const { i } of rest) {
    if (left <= 0) break;
    shares[i]! += 1;
    left -= 1;
  }
  return shares;
}

// Per-item coupons first, then percentages, then fixed cart amounts on what is left (the ecosystem's order).
const priority = { fixed_product: 0, percent: 1, fixed_cart: 2 } as const;

/** What each coupon asks of each line, before the caps. */
function wanted(coupon: Coupon, lines: DiscountLine[], remaining: number[], eligible: boolean[]): number[] {
  const pick = (values: number[]) => values.map((v, i) => (eligible[i] ? v : 0));
  switch (coupon.type) {
    case 'fixed_product':
      return pick(lines.map((l) => coupon.amount * l.quantity));
    case 'percent': {
      const base = pick(lines.map((l) => l.lineTotal));
      const percent = Math.min(Math.max(coupon.amount, 0), 100);
      return spread(Math.round((base.reduce((a, b) => a + b, 0) * percent) / 100), base);
    }
    case 'fixed_cart': {
      const room = pick(remaining);
      return spread(Math.min(Math.max(coupon.amount, 0), room.reduce((a, b) => a + b, 0)), room);
    }
  }
}

/**
 * Each coupon's discount in whole đồng, in the order given. Coupons work on the lines' full totals (not one after
 * another), but no line is ever discounted below zero, so the discounts never pass the subtotal.
 */
export function discountsFor(coupons: Coupon[], lines: DiscountLine[]): number[] {
  const remaining = lines.map((l) => l.lineTotal);
  const amounts = coupons.map(() => 0);
  const order = coupons.map((_, i) => i).sort((a, b) => priority[coupons[a]!.type] - priority[coupons[b]!.type] || a - b);
  for (const index of order) {
    const coupon = coupons[index]!;
    const asks = wanted(coupon, lines, remaining, lines.map((l) => appliesTo(coupon, l)));
    asks.forEach((ask, i) => {
      const take = Math.min(Math.max(ask, 0), remaining[i]!);
      remaining[i]! -= take;
      amounts[index]! += take;
    });
  }
  return amounts;
}
