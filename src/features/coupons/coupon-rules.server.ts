import * as vi from '../../lib/messages/index';
import type { CouponType } from './tables';

export interface Coupon {
  id: number;
  code: string;
  type: CouponType;
  amount: number;
  productIds: number[];
  minimumSpend: number | null;
  expiresAt: string | null;
  usageLimit: number | null;
  usageLimitPerCustomer: number | null;
  individualUse: boolean;
  usageCount: number;
}

/** What a coupon's discount is worked out on: one cart line. */
export interface DiscountLine {
  productId: number;
  variationId: number | null;
  quantity: number;
  lineTotal: number;
}

/** Codes are compared trimmed and case-insensitively. */
export function normalizeCode(code: string): string {
  return code.trim().toLowerCase();
}

export function appliesTo(coupon: Coupon, line: DiscountLine): boolean {
  if (!coupon.productIds.length) return true;
  return coupon.productIds.includes(line.productId) || (line.variationId !== null && coupon.productIds.includes(line.variationId));
}

export interface CouponFacts {
  subtotal: number;
  lines: DiscountLine[];
  now: Date;
  /** Orders this customer already used the coupon on; undefined while the customer is unknown. */
  customerUses: number | undefined;
}

/** Why the coupon cannot be used on this cart now, or null when it can. */
export function couponProblem(coupon: Coupon, facts: CouponFacts): string | null {
  if (coupon.expiresAt !== null && facts.now.getTime() > Date.parse(coupon.expiresAt)) return vi.coupons.expired;
  if (coupon.usageLimit !== null && coupon.usageCount >= coupon.usageLimit) return vi.coupons.usedUp;
  if (coupon.usageLimitPerCustomer !== null && facts.customerUses !== undefined && facts.customerUses >= coupon.usageLimitPerCustomer) {
    return vi.coupons.usedUpForYou;
  }
  if (coupon.minimumSpend !== null && facts.subtotal < coupon.minimumSpend) return vi.coupons.minimumSpend(coupon.minimumSpend);
  if (!facts.lines.some((line) => appliesTo(coupon, line))) return vi.coupons.notForTheseProducts;
  return null;
}

/**
 * Whether `coupon` can join the coupons already accepted: an individual-use coupon goes alone, and nothing joins
 * one. Returns the refusal message or null.
 */
export function combinationProblem(coupon: Coupon, accepted: Coupon[]): string | null {
  if (!accepted.length) return null;
  const individual = coupon.individualUse ? coupon : accepted.find((c) => c.individualUse);
  return individual ? vi.coupons.individualUse(individual.code.toUpperCase()) : null;
}
