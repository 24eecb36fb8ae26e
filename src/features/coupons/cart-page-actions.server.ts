import * as vi from '../../lib/messages/index';
import { addNotice } from '../../server/notices.server';
import type { Session } from '../../server/session.server';
import type { ShopContext } from '../../server/shop.server';
import { applyCartCoupon, removeCartCoupon, type CouponCart } from './cart-coupons.server';

// The cart page's coupon posts; the cart routes check the nonce and redirect back to the cart after.

const customerOf = (session: Session) => ({ userId: session.user_id });

/** `apply_coupon` with `coupon_code`: applied with a success notice, or refused with the reason and nothing kept. */
export async function applyCouponFromCartPage(c: ShopContext, session: Session, cart: CouponCart, given: string): Promise<void> {
  const outcome = await applyCartCoupon(c.var.deps.database.db, session.id, cart, given, customerOf(session));
  if (!outcome.ok) return addNotice(c, { kind: 'error', text: outcome.message });
  for (const text of outcome.notices) await addNotice(c, { kind: 'success', text });
}

/** The discount row's remove link. */
export async function removeCouponFromCartPage(c: ShopContext, session: Session, given: string): Promise<void> {
  if (await removeCartCoupon(c.var.deps.database.db, session.id, given)) await addNotice(c, { kind: 'success', text: vi.coupons.removed });
}
