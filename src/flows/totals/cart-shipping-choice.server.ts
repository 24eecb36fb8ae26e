import { readSession } from '../../server/session.server';
import type { ShopContext } from '../../server/shop.server';
import { sessionCouponCodes, type CouponLine } from '../../features/coupons/index.server';
import { rememberShippingMethod, sessionShippingChoice } from '../../features/shipping/index.server';
import { priceOrder } from './price-order.server';

/**
 * The shopper chooses how the cart ships (the cart page's radios, `update_shipping_method`): kept only when the
 * province of the estimate offers that method for this cart now (free shipping counts the discounts); false, with
 * nothing written, otherwise.
 */
export async function chooseCartShipping(c: ShopContext, lines: CouponLine[], methodId: string): Promise<boolean> {
  const db = c.get('deps').database.db;
  const session = await readSession(c);
  const choice = session && (await sessionShippingChoice(db, session.id));
  if (!session || !choice || !lines.length) return false;
  const pricing = await priceOrder(db, {
    lines,
    couponCodes: await sessionCouponCodes(db, session.id),
    provinceCode: choice.provinceCode,
    shippingMethodId: methodId,
    customer: { userId: session.user_id },
  });
  if (!pricing.shippingMethods.some((m) => m.id === methodId)) return false;
  await rememberShippingMethod(db, session.id, methodId);
  return true;
}
