import * as vi from '../../lib/messages/index';
import { type Session } from '../../server/session.server';
import { addNotice } from '../../server/notices.server';
import type { ShopContext } from '../../server/shop.server';
import { loadCart } from '../cart/cart-service';
import { chooseEstimateProvince } from '../shipping/estimate';
import { applyCartCoupon, removeCartCoupon } from './cart-coupons';

// The cart page's coupon and shipping posts; the cart routes check the nonce and redirect back to the cart after.

const customerOf = (session: Session) => ({ userId: session.user_id });

/** `apply_coupon` with `coupon_code`: applied with a success notice, or refused with the reason and nothing kept. */
export async function applyCouponFromCartPage(c: ShopContext, session: Session, given: string): Promise<void> {
  const db = c.var.deps.database.db;
  const outcome = await applyCartCoupon(db, session.id, await loadCart(db, session.id), given, customerOf(session));
  if (!outcome.ok) return addNotice(c, { kind: 'error', text: outcome.message });
  for (const text of outcome.notices) await addNotice(c, { kind: 'success', text });
}

/** The discount row's remove link. */
export async function removeCouponFromCartPage(c: ShopContext, session: Session, given: string): Promise<void> {
  if (await removeCartCoupon(c.var.deps.database.db, session.id, given)) await addNotice(c, { kind: 'success', text: vi.coupons.removed });
}

/** The shipping calculator: remembers the province for the estimate, or says it is not one. */
export async function estimateShippingFromCartPage(c: ShopContext, session: Session, provinceCode: string): Promise<void> {
  const { structure } = (await c.var.deps.settings()).address;
  if (!(await chooseEstimateProvince(c.var.deps.database.db, structure, session.id, provinceCode))) {
    await addNotice(c, { kind: 'error', text: vi.coupons.unknownProvince });
  }
}
