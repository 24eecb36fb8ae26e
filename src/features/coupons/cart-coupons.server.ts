import type { Db } from '../../db/index.server';
import * as vi from '../../lib/messages/index';
import { normalizeCode, shownCode } from './coupon-rules.server';
import * as q from './queries.server';
import { couponOf, evaluateCoupons, type CouponLine } from './service.server';

/** Who is shopping, for the per-customer limits: known on the cart page only when logged in. */
export interface Customer {
  email?: string;
  userId: number | null;
}

export type ApplyOutcome = { ok: true; notices: string[] } | { ok: false; message: string };

/** The cart as coupons see it: its lines and subtotal. */
export interface CouponCart {
  lines: CouponLine[];
  subtotal: number;
}

const couponInput = (cart: CouponCart) => ({ lines: cart.lines, subtotal: cart.subtotal });

/**
 * Applies a code to the session's cart. An individual-use coupon replaces the others; nothing joins one. A
 * refused code leaves the cart's coupons as they were. Run it under the cart's lock (the cart's `applyToCart`):
 * it reads the applied codes, then writes.
 */
export async function applyCartCoupon(db: Db, sessionId: string, cart: CouponCart, given: string, customer: Customer): Promise<ApplyOutcome> {
  const code = normalizeCode(given);
  if (!code) return { ok: false, message: vi.coupons.enterCode };
  const applied = await q.findCartCodes(db, sessionId);
  if (applied.includes(code)) return { ok: false, message: vi.coupons.alreadyApplied(shownCode(given)) };
  const alone = await evaluateCoupons(db, { codes: [given], ...couponInput(cart), ...customer });
  if (alone.errors[0]) return { ok: false, message: alone.errors[0].message };
  // Kept as the coupon's own code, so its remove link and every later check name the same code (decision 092).
  const [row] = await q.findCoupons(db, [code]);
  if (!row) return { ok: false, message: vi.coupons.notFound(shownCode(given)) };
  if (couponOf(row).individualUse) {
    await q.deleteCartCodes(db, sessionId);
    await q.addCartCode(db, sessionId, row.code);
    const notices = applied.length ? [vi.coupons.individualApplied(row.code.toUpperCase())] : [];
    return { ok: true, notices: [...notices, vi.coupons.applied] };
  }
  const together = await evaluateCoupons(db, { codes: [...applied, row.code], ...couponInput(cart), ...customer });
  const refusal = together.errors.find((e) => normalizeCode(e.code) === row.code);
  if (refusal) return { ok: false, message: refusal.message };
  await q.addCartCode(db, sessionId, row.code);
  return { ok: true, notices: [vi.coupons.applied] };
}

/** Removes a code from the session's cart, in one statement; false when it was not applied. */
export async function removeCartCoupon(db: Db, sessionId: string, given: string): Promise<boolean> {
  return (await q.deleteCartCodes(db, sessionId, [normalizeCode(given)])) > 0;
}
