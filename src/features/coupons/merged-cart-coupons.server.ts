import type { Db } from '../../db/index.server';
import * as vi from '../../lib/messages/index';
import { parseNotices } from '../../server/notices.server';
import type { FlashNotice } from '../../ui/notices.server';
import type { CouponCart } from './cart-coupons.server';
import { normalizeCode } from './coupon-rules.server';
import * as q from './queries.server';
import { evaluateCoupons } from './service.server';

/** The codes applied to a cart that is about to move, read before its session ends and takes them along. */
export const couponsOfMovingCart = (trx: Db, sessionId: string): Promise<string[]> => q.findCartCodes(trx, sessionId);

/** Keeps notices in the session's row for the next page the shopper sees, after those already waiting. */
async function noticeForNextPage(trx: Db, sessionId: string, notices: FlashNotice[]): Promise<void> {
  const row = await trx.selectFrom('sessions').select('notice').where('id', '=', sessionId).executeTakeFirst();
  const notice = JSON.stringify([...parseNotices(row?.notice ?? null), ...notices]);
  await trx.updateTable('sessions').set({ notice }).where('id', '=', sessionId).execute();
}

/**
 * A merge's coupons (decision 092): the merged cart's own codes, then those carried from the other cart, checked
 * again on the merged cart for the customer now holding it. Those that hold stay applied; the others come off, each
 * with a notice on the shopper's next page. Run under the merge's locks, after its lines have moved.
 */
export async function carryCouponsIntoMergedCart(trx: Db, sessionId: string, carried: string[], mergedCart: () => Promise<CouponCart>): Promise<void> {
  const own = await q.findCartCodes(trx, sessionId);
  const codes = [...own, ...carried.filter((code) => !own.includes(code))];
  if (!codes.length) return;
  const cart = await mergedCart();
  // An empty cart loses its coupons without a word, as on the cart page.
  if (!cart.lines.length) return void (await q.deleteCartCodes(trx, sessionId));
  const customer = await q.findSessionCustomer(trx, sessionId);
  const { discounts, errors } = await evaluateCoupons(trx, { codes, lines: cart.lines, subtotal: cart.subtotal, ...customer });
  await q.deleteCartCodes(trx, sessionId, errors.map((e) => normalizeCode(e.code)));
  for (const { code } of discounts) await q.addCartCode(trx, sessionId, code);
  const notices = errors.map((e): FlashNotice => ({ kind: 'error', text: vi.coupons.droppedFromCart(e.code.toUpperCase(), e.message) }));
  if (notices.length) await noticeForNextPage(trx, sessionId, notices);
}
