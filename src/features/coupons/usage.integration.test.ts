import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/index.server';
import * as vi from '../../lib/messages/index';
import { testDatabases } from '../../../tests/support/databases';
import { seedDemoCoupons } from '../../db/seed/coupons.server';
import { CouponLimitReached, evaluateCoupons, recordCouponUsage } from './service.server';

describe.each(testDatabases.map((d) => [d.name, d] as const))('coupon usage inside the order transaction on %s', (_name, kind) => {
  let database: Database;
  const db = () => database.db;
  const usageCount = async (code: string) => (await db().selectFrom('coupons').select('usage_count').where('code', '=', code).executeTakeFirstOrThrow()).usage_count;
  const usages = async (code: string) =>
    db().selectFrom('coupon_usages').innerJoin('coupons', 'coupons.id', 'coupon_usages.coupon_id').select(['order_id', 'email', 'user_id']).where('coupons.code', '=', code).orderBy('order_id').execute();

  /** One order's transaction: the usage, then a pause so concurrent orders overlap, then commit; the outcome. */
  const placeOrder = (orderId: number, codes: string[], email: string, userId: number | null = null) =>
    db()
      .transaction()
      .execute(async (trx) => {
        await recordCouponUsage(trx, { codes, orderId, email, userId });
        await new Promise((resolve) => setTimeout(resolve, 5));
      })
      .then(
        () => 'placed',
        (error: unknown) => (error instanceof CouponLimitReached ? error.message : `unexpected: ${String(error)}`),
      );

  beforeAll(async () => {
    database = await kind.open();
    await seedDemoCoupons(db());
    await db().insertInto('coupons').values({ code: 'bala', type: 'percent', amount: 5, usage_limit: 3, created_at: new Date().toISOString() }).execute();
  });
  afterAll(() => database?.close());

  it('spec 4 coupons: 10 concurrent orders on a coupon limited to 3 uses place exactly 3', async () => {
    const outcomes = await Promise.all(Array.from({ length: 10 }, (_, i) => placeOrder(100 + i, ['BALA'], `khach${i}@example.vn`)));
    expect(outcomes.filter((o) => o === 'placed')).toHaveLength(3);
    expect(outcomes.filter((o) => o !== 'placed')).toEqual(Array(7).fill(vi.coupons.usedUp));
    expect(await usageCount('bala')).toBe(3);
    expect(await usages('bala')).toHaveLength(3);
  });

  it('spec 4 coupons: 10 concurrent orders on the single-use demo coupon place exactly 1', async () => {
    const outcomes = await Promise.all(Array.from({ length: 10 }, (_, i) => placeOrder(200 + i, [' motlan '], `nguoi${i}@example.vn`)));
    expect(outcomes.filter((o) => o === 'placed')).toHaveLength(1);
    expect(await usageCount('motlan')).toBe(1);
  });

  it('spec 4 coupons: 10 concurrent orders by one customer on a once-per-customer coupon place exactly 1; others still may', async () => {
    const outcomes = await Promise.all(Array.from({ length: 10 }, (_, i) => placeOrder(300 + i, ['KHACHMOI'], i % 2 ? 'Lan@Example.vn' : 'lan@example.vn ')));
    expect(outcomes.filter((o) => o === 'placed')).toHaveLength(1);
    expect(outcomes.filter((o) => o !== 'placed')).toEqual(Array(9).fill(vi.coupons.usedUpForYou));
    expect(await placeOrder(400, ['KHACHMOI'], 'minh@example.vn', 12)).toBe('placed');
    // The same account under another e-mail is the same customer.
    expect(await placeOrder(401, ['KHACHMOI'], 'minh.khac@example.vn', 12)).toBe(vi.coupons.usedUpForYou);
    expect((await usages('khachmoi')).map((u) => u.email)).toEqual(['lan@example.vn', 'minh@example.vn']);
    expect(await usageCount('khachmoi')).toBe(2);
  });

  it('spec 4 coupons: an order with neither account nor e-mail cannot use a once-per-customer coupon, however often it tries', async () => {
    for (const orderId of [500, 501]) expect(await placeOrder(orderId, ['KHACHMOI'], '  ')).toBe(vi.coupons.emailNeeded);
    expect(await usageCount('khachmoi')).toBe(2);
  });

  it('spec 4 coupons: a refused coupon rolls back the whole order, including the other coupons it counted', async () => {
    const before = await usageCount('giam10');
    expect(await placeOrder(500, ['GIAM10', 'MOTLAN'], 'an@example.vn')).toBe(vi.coupons.usedUp);
    expect(await placeOrder(501, ['GIAM10', 'KHONGCO'], 'an@example.vn')).toBe(vi.coupons.notFound('KHONGCO'));
    expect(await usageCount('giam10')).toBe(before);
  });

  it('spec 4 coupons: evaluateCoupons checks the per-customer limit once the e-mail is known', async () => {
    const lines = [{ productId: 1, variationId: null, quantity: 1, lineTotal: 200_000 }];
    const known = await evaluateCoupons(db(), { codes: ['KHACHMOI'], lines, subtotal: 200_000, email: ' LAN@example.vn' });
    expect(known.errors).toEqual([{ code: 'KHACHMOI', message: vi.coupons.usedUpForYou }]);
    const unknown = await evaluateCoupons(db(), { codes: ['KHACHMOI'], lines, subtotal: 200_000 });
    expect(unknown).toEqual({ discounts: [{ code: 'khachmoi', amount: 30_000 }], discountTotal: 30_000, errors: [] });
  });

  it('spec 4 coupons: expiry is checked against the given time', async () => {
    const lines = [{ productId: 1, variationId: null, quantity: 1, lineTotal: 100_000 }];
    const before = await evaluateCoupons(db(), { codes: ['HETHAN'], lines, subtotal: 100_000, now: new Date('2025-01-01T10:00:00Z') });
    expect(before.discountTotal).toBe(20_000);
    const after = await evaluateCoupons(db(), { codes: ['HETHAN'], lines, subtotal: 100_000 });
    expect(after.errors).toEqual([{ code: 'HETHAN', message: vi.coupons.expired }]);
  });

  it('decision 092: a once-per-customer coupon counts one inbox, however its address is spelled', async () => {
    expect(await placeOrder(600, ['KHACHMOI'], 'Hoa.Tran@gmail.com')).toBe('placed');
    for (const [orderId, spelling] of [[601, 'hoatran+sale@gmail.com'], [602, 'h.o.a.tran@googlemail.com'], [603, ' HOATRAN+2@GMAIL.COM ']] as const) {
      expect(await placeOrder(orderId, ['KHACHMOI'], spelling)).toBe(vi.coupons.usedUpForYou);
    }
    const lines = [{ productId: 1, variationId: null, quantity: 1, lineTotal: 200_000 }];
    const checked = await evaluateCoupons(db(), { codes: ['KHACHMOI'], lines, subtotal: 200_000, email: 'hoa.tran+checkout@gmail.com' });
    expect(checked.errors).toEqual([{ code: 'KHACHMOI', message: vi.coupons.usedUpForYou }]);
  });
});
