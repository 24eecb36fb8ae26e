import type { Db } from '../../db/index.server';
import { normalPhone } from '../../lib/contact-details';
import { mailboxOf } from '../../lib/mailbox';
import * as vi from '../../lib/messages/index';
import { combinationProblem, couponProblem, maxCodeLength, normalizeCode, shownCode, type Coupon } from './coupon-rules.server';
import * as q from './queries.server';
import { discountsFor } from './discounts.server';

/** A cart line as coupons see it; `lineTotal` is unit price × quantity in đồng. */
export interface CouponLine {
  productId: number;
  variationId: number | null;
  quantity: number;
  lineTotal: number;
}

export interface CouponResult {
  /** The accepted coupons (lower-cased codes) in the order given, with their discount in đồng. */
  discounts: { code: string; amount: number }[];
  discountTotal: number;
  /** The refused codes (as given, trimmed) and why, in Vietnamese. */
  errors: { code: string; message: string }[];
}

/** A coupon's use would pass its total or per-customer limit, or the coupon is gone; the order must not be placed. */
export class CouponLimitReached extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'CouponLimitReached';
  }
}

/** The stored JSON list of product ids; an empty or unreadable list means every product. */
function productIdsOf(json: string): number[] {
  try {
    const parsed: unknown = JSON.parse(json);
    return Array.isArray(parsed) ? parsed.filter((id): id is number => Number.isInteger(id)) : [];
  } catch {
    return [];
  }
}

export function couponOf(row: q.CouponRow): Coupon {
  return {
    id: row.id,
    code: row.code,
    type: row.type,
    amount: Number(row.amount),
    productIds: productIdsOf(row.product_ids),
    minimumSpend: row.minimum_spend === null ? null : Number(row.minimum_spend),
    expiresAt: row.expires_at,
    usageLimit: row.usage_limit,
    usageLimitPerCustomer: row.usage_limit_per_customer,
    individualUse: row.individual_use === 1,
    usageCount: row.usage_count,
  };
}

// No real cart carries more; a hostile request cannot make a huge query.
const maxCodes = 20;

/** The codes, each once, blanks dropped: `given` for messages, `key` to look up (none for a code too long to be one). */
function distinctCodes(codes: string[]): { given: string; key: string | null }[] {
  const seen = new Set<string>();
  return codes.slice(0, maxCodes).flatMap((raw) => {
    const key = normalizeCode(raw);
    if (!key || seen.has(key)) return [];
    seen.add(key);
    return [{ given: shownCode(raw), key: key.length > maxCodeLength ? null : key }];
  });
}

// Control characters are in no address (and PostgreSQL refuses NUL in text), so they never reach a query.
const controlCharacters = /[\u0000-\u001f\u007f]/g;
// A customer is counted by inbox, so `lan.nguyen+1@gmail.com` is the `lannguyen@gmail.com` that used the coupon (decision 092).
const customerInbox = (email: string | undefined) => {
  const typed = email?.replace(controlCharacters, '').trim();
  return typed ? mailboxOf(typed) : undefined;
};

/**
 * The coupons' discounts on these lines, in the order the codes were applied, and why any code is refused. The
 * per-customer limit is checked only when an e-mail or user id is given.
 */
export async function evaluateCoupons(
  db: Db,
  input: { codes: string[]; lines: CouponLine[]; subtotal: number; email?: string; userId?: number | null; now?: Date },
): Promise<CouponResult> {
  const codes = distinctCodes(input.codes);
  const rows = new Map((await q.findCoupons(db, codes.flatMap((c) => (c.key ? [c.key] : [])))).map((r) => [r.code, couponOf(r)]));
  const customer = { email: customerInbox(input.email), userId: input.userId ?? null };
  const known = customer.email !== undefined || customer.userId !== null;
  const accepted: Coupon[] = [];
  const errors: CouponResult['errors'] = [];
  for (const { given, key } of codes) {
    const coupon = key === null ? undefined : rows.get(key);
    if (!coupon) {
      errors.push({ code: given, message: vi.coupons.notFound(given) });
      continue;
    }
    const customerUses = coupon.usageLimitPerCustomer !== null && known ? await q.countCustomerUsages(db, coupon.id, customer) : undefined;
    const facts = { subtotal: input.subtotal, lines: input.lines, now: input.now ?? new Date(), customerUses };
    const problem = couponProblem(coupon, facts) ?? combinationProblem(coupon, accepted);
    if (problem) errors.push({ code: given, message: problem });
    else accepted.push(coupon);
  }
  const amounts = discountsFor(accepted, input.lines);
  return {
    discounts: accepted.map((c, i) => ({ code: c.code, amount: amounts[i]! })),
    discountTotal: amounts.reduce((a, b) => a + b, 0),
    errors,
  };
}

/** Whether the code is a coupon that limits its uses per customer, so an order using it must say who buys. */
export async function limitsUsesPerCustomer(db: Db, code: string): Promise<boolean> {
  const [only] = distinctCodes([code]);
  const [row] = only?.key ? await q.findCoupons(db, [only.key]) : [];
  return row?.usage_limit_per_customer != null;
}

// One number written with more or fewer leading zeros is still one phone.
const phoneDigits = (phone: string | undefined) => normalPhone(phone ?? '')?.replace(/^0+/, '') || undefined;

/**
 * Counts the order's use of each coupon. Run inside the order's transaction: the conditional update takes the
 * coupon's row lock, so concurrent orders queue on it and the total limit can never be passed; the per-customer
 * count (account, e-mail or phone) is read after that lock, so it sees every committed use. An order with neither
 * account nor e-mail cannot use a per-customer coupon. Throws CouponLimitReached to roll the order back.
 */
export async function recordCouponUsage(trx: Db, input: { codes: string[]; orderId: number; email: string; userId: number | null; phone?: string }): Promise<void> {
  const email = customerInbox(input.email) ?? '';
  const customer = { email, userId: input.userId, phone: phoneDigits(input.phone) };
  for (const { given, key } of distinctCodes(input.codes)) {
    const [row] = key ? await q.findCoupons(trx, [key]) : [];
    if (!row) throw new CouponLimitReached(given, vi.coupons.notFound(given));
    if (!(await q.takeUsage(trx, row.id))) throw new CouponLimitReached(row.code, vi.coupons.usedUp);
    const perCustomer = row.usage_limit_per_customer;
    if (perCustomer !== null && !email && input.userId === null) throw new CouponLimitReached(row.code, vi.coupons.emailNeeded);
    if (perCustomer !== null && (await q.countCustomerUsages(trx, row.id, customer)) >= perCustomer) {
      throw new CouponLimitReached(row.code, vi.coupons.usedUpForYou);
    }
    await q.insertUsage(trx, { couponId: row.id, orderId: input.orderId, email, userId: input.userId });
  }
}

/** The codes applied to the session's cart, in the order they were applied. */
export function sessionCouponCodes(db: Db, sessionId: string): Promise<string[]> {
  return q.findCartCodes(db, sessionId);
}

/**
 * Takes off the cart the codes that stopped applying (as `evaluateCoupons` names them), and no other: a page shown
 * while a code is applied never takes that one off. One statement, safe for requests at once.
 */
export function dropSessionCoupons(db: Db, sessionId: string, codes: string[]): Promise<unknown> {
  return q.deleteCartCodes(db, sessionId, codes.map(normalizeCode));
}

/** Forgets the cart's coupons once its order is placed; safe inside the order's transaction. */
export function clearSessionCoupons(db: Db, sessionId: string): Promise<unknown> {
  return q.deleteCartCodes(db, sessionId);
}
