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

// Invisible characters (zero-width spaces from a chat app, a byte-order mark, controls) are no part of a code.
const invisible = /[\p{Cc}\p{Cf}]/gu;

/**
 * A code as the shopper means it, as codes are stored and compared: full-width letters and composed accents made
 * plain (NFKC), invisible characters dropped, trimmed, case-insensitive. A lookalike of another script stays itself.
 */
export function normalizeCode(code: string): string {
  return code.normalize('NFKC').replace(invisible, '').trim().toLowerCase();
}

/** No real code is longer: a longer one is refused whole, never cut down into one that exists (decision 092). */
export const maxCodeLength = 100;

/** A code as the shopper typed it, for a message: its visible characters, cut after the longest real code's. */
export function shownCode(code: string): string {
  const visible = [...code.replace(invisible, '').trim()];
  return visible.length > maxCodeLength ? `${visible.slice(0, maxCodeLength).join('')}…` : visible.join('');
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

/**
 * The instant a coupon ends (decision 092). The shop sells in Vietnam: an expiry written without an offset is Vietnam
 * time (UTC+7), never the server's, and a bare date runs to the end of that day there. Unreadable: NaN, so it has ended.
 */
export function expiryInstant(expiresAt: string): number {
  const text = expiresAt.trim();
  if (/^\d{4}-\d{2}-\d{2}$/.test(text)) return Date.parse(`${text}T23:59:59.999+07:00`);
  const withOffset = /(?:Z|[+-]\d{2}:?\d{2})$/i.test(text);
  return Date.parse(withOffset ? text : `${text.replace(' ', 'T')}+07:00`);
}

/** Why the coupon cannot be used on this cart now, or null when it can. */
export function couponProblem(coupon: Coupon, facts: CouponFacts): string | null {
  if (coupon.expiresAt !== null && !(facts.now.getTime() <= expiryInstant(coupon.expiresAt))) return vi.coupons.expired;
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
