import type { Db } from '../../db/index.server';
import * as vi from '../../lib/messages/index';
import { verifyNonce } from '../../server/nonce.server';
import { readSession, type Session } from '../../server/session.server';
import type { ActionHandler, ShopContext } from '../../server/shop.server';
import { noticesHtml, type FlashNotice } from '../../ui/notices.server';
import { applyCouponNotices, removeCouponNotices } from '../coupons/index.server';
import { cartCallNonceActions } from './script-settings.server';
import { changeCart, loadCart } from './service.server';

/** What a coupon call tells the shopper, and its status: 403 when the nonce is missing, stale or another session's. */
export interface CouponCallOutcome {
  status: 200 | 403;
  notices: FlashNotice[];
}

const expired: CouponCallOutcome = { status: 403, notices: [{ kind: 'error', text: vi.cart.callExpired }] };
const noCart: CouponCallOutcome = { status: 200, notices: [{ kind: 'error', text: vi.cart.cartEmpty }] };
// No address is longer (RFC 5321); the coupon rules clean the rest.
const maxEmailLength = 254;

/**
 * `apply_coupon` (`security`, `coupon_code`, and from the checkout `billing_email`), by the cart or checkout script or
 * the checkout's coupon form without script: the code applied to the session's cart through the coupon rules.
 */
export async function applyPostedCoupon(c: ShopContext, input: URLSearchParams): Promise<CouponCallOutcome> {
  if (!(await verifyNonce(c, cartCallNonceActions.applyCoupon, input.get('security')))) return expired;
  const session = await readSession(c);
  if (!session) return noCart;
  const email = input.get('billing_email')?.trim().slice(0, maxEmailLength) || undefined;
  return { status: 200, notices: await applyToCart(c.get('deps').database.db, session, input.get('coupon_code') ?? '', email) };
}

/**
 * A code applied to the session's cart under the cart's lock, checked against the cart and the coupons as they are
 * then, so calls at once (the same code twice, an apply and a remove) follow one another. The notices to show.
 */
export function applyToCart(db: Db, session: Session, code: string, email?: string): Promise<FlashNotice[]> {
  return changeCart(db, session.id, async (trx) => applyCouponNotices(trx, session, await loadCart(trx, session.id), code, email), expired.notices);
}

// Contract.md: both calls answer the notices' HTML; refusals are notices too (200), as the scripts show them.
const answer = (c: ShopContext, outcome: CouponCallOutcome) => c.html(noticesHtml(outcome.notices), outcome.status);

export const applyCoupon: ActionHandler = async (input, c) => answer(c, await applyPostedCoupon(c, input));

/** `remove_coupon` (`security`, `coupon`): the code taken off the session's cart. */
export const removeCoupon: ActionHandler = async (input, c) => {
  if (!(await verifyNonce(c, cartCallNonceActions.removeCoupon, input.get('security')))) return answer(c, expired);
  const session = await readSession(c);
  if (!session) return answer(c, noCart);
  return answer(c, { status: 200, notices: await removeCouponNotices(c.get('deps').database.db, session, input.get('coupon') ?? '') });
};
