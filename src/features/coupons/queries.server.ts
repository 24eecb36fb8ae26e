import { sql, type Selectable } from 'kysely';
import type { Db } from '../../db/index.server';
import type { CouponTable } from './tables';

export type CouponRow = Selectable<CouponTable>;

export function findCoupons(db: Db, codes: string[]): Promise<CouponRow[]> {
  if (!codes.length) return Promise.resolve([]);
  return db.selectFrom('coupons').selectAll().where('code', 'in', codes).execute();
}

/**
 * Orders this customer has already used the coupon on: by account, by e-mail, or by the phone of the order (given
 * as its digits without leading zeros, the way `normalPhone` lets one number be written several ways).
 */
export async function countCustomerUsages(db: Db, couponId: number, customer: { email?: string; userId?: number | null; phone?: string }): Promise<number> {
  const { email, userId, phone } = customer;
  if (!email && userId == null && !phone) return 0;
  const row = await db
    .selectFrom('coupon_usages')
    .leftJoin('orders', 'orders.id', 'coupon_usages.order_id')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('coupon_usages.coupon_id', '=', couponId)
    .where((eb) =>
      eb.or([
        ...(email ? [eb('coupon_usages.email', '=', email)] : []),
        ...(userId != null ? [eb('coupon_usages.user_id', '=', userId)] : []),
        ...(phone ? [eb(sql<string>`ltrim(orders.phone, '0')`, '=', phone)] : []),
      ]),
    )
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Counts one more use unless the total limit is reached; false when it was. Takes the coupon's row lock. */
export async function takeUsage(db: Db, couponId: number): Promise<boolean> {
  const result = await db
    .updateTable('coupons')
    .set((eb) => ({ usage_count: eb('usage_count', '+', 1) }))
    .where('id', '=', couponId)
    .where((eb) => eb.or([eb('usage_limit', 'is', null), eb('usage_count', '<', eb.ref('usage_limit'))]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export function insertUsage(db: Db, usage: { couponId: number; orderId: number; email: string; userId: number | null }) {
  return db
    .insertInto('coupon_usages')
    .values({ coupon_id: usage.couponId, order_id: usage.orderId, email: usage.email, user_id: usage.userId, created_at: new Date().toISOString() })
    .execute();
}

export async function findCartCodes(db: Db, sessionId: string): Promise<string[]> {
  const rows = await db.selectFrom('cart_coupons').select('code').where('session_id', '=', sessionId).orderBy('added_at').orderBy('code').execute();
  return rows.map((r) => r.code);
}

/**
 * Adds a code to the cart's, after those applied before; a code already there stays as it was. One statement that
 * never conflicts, so requests of one cart at once cannot fail on the cart's key.
 */
export function addCartCode(db: Db, sessionId: string, code: string) {
  return db
    .insertInto('cart_coupons')
    .values({ session_id: sessionId, code, added_at: new Date().toISOString() })
    .onConflict((oc) => oc.columns(['session_id', 'code']).doNothing())
    .execute();
}

/** Takes these codes off the cart (all of them when none are named); how many there were. */
export async function deleteCartCodes(db: Db, sessionId: string, codes?: string[]): Promise<number> {
  if (codes && !codes.length) return 0;
  let removal = db.deleteFrom('cart_coupons').where('session_id', '=', sessionId);
  if (codes) removal = removal.where('code', 'in', codes);
  return Number((await removal.executeTakeFirst()).numDeletedRows);
}

/** Who holds the session's cart, for the coupons' per-customer limits: the account and its e-mail, when logged in. */
export async function findSessionCustomer(db: Db, sessionId: string): Promise<{ userId: number | null; email?: string }> {
  const row = await db.selectFrom('sessions').leftJoin('users', 'users.id', 'sessions.user_id').select(['sessions.user_id', 'users.email']).where('sessions.id', '=', sessionId).executeTakeFirst();
  return { userId: row?.user_id ?? null, email: row?.email ?? undefined };
}
