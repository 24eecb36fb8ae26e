import type { Db } from '../../db/index.server';
import * as vi from '../../lib/messages/index';
import { addNotice } from '../../server/notices.server';
import type { Session } from '../../server/session.server';
import type { ShopContext } from '../../server/shop.server';
import type { FlashNotice } from '../../ui/notices.server';
import { applyCartCoupon, removeCartCoupon, type CouponCart } from './cart-coupons.server';

// What applying or removing a coupon tells the shopper: flash notices after the cart page's posts, the notices'
// HTML for the shop-ajax calls of the cart and checkout scripts. The callers check the nonce.

/**
 * A code applied to the session's cart: a success notice, or the refusal with nothing kept. The e-mail, when the
 * checkout sends it, counts for the per-customer limits.
 */
export async function applyCouponNotices(db: Db, session: Session, cart: CouponCart, given: string, email?: string): Promise<FlashNotice[]> {
  const outcome = await applyCartCoupon(db, session.id, cart, given, { userId: session.user_id, email });
  if (!outcome.ok) return [{ kind: 'error', text: outcome.message }];
  return outcome.notices.map((text) => ({ kind: 'success', text }));
}

/** A code taken off the session's cart, or an error when it was not on it. */
export async function removeCouponNotices(db: Db, session: Session, given: string): Promise<FlashNotice[]> {
  const removed = await removeCartCoupon(db, session.id, given);
  return [removed ? { kind: 'success', text: vi.coupons.removed } : { kind: 'error', text: vi.coupons.notInCart }];
}

/** The discount row's remove link; a code that was not applied changes nothing and says nothing. */
export async function removeCouponFromCartPage(c: ShopContext, session: Session, given: string): Promise<void> {
  if (await removeCartCoupon(c.get('deps').database.db, session.id, given)) await addNotice(c, { kind: 'success', text: vi.coupons.removed });
}
