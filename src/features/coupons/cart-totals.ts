import * as vi from '../../lib/messages/index';
import { readSession } from '../../server/session.server';
import { type FlashNotice } from '../../ui/notices';
import type { ShopContext } from '../../server/shop.server';
import type { CartContents } from '../cart/cart-contents';
import { shippingEstimate, type ShippingEstimate } from '../shipping/estimate';
import { cartCouponDiscounts } from './cart-coupons';
import { clearSessionCoupons, sessionCouponCodes } from './service';

/** The cart page's totals beyond the subtotal: coupon discounts, the shipping estimate and what is left to pay. */
export interface CartTotalsView {
  discounts: { code: string; amount: number }[];
  shipping: ShippingEstimate;
  /** The cheapest method's cost once a province is chosen; null before. */
  shippingCost: number | null;
  total: number;
}

/**
 * Works out the totals for the shopper's cart; coupons that stopped applying come back as error notices, and an
 * emptied cart loses its coupons. Total = subtotal − discounts + the cheapest shipping for the chosen province.
 */
export async function cartTotals(c: ShopContext, cart: CartContents): Promise<{ totals: CartTotalsView; notices: FlashNotice[] }> {
  const db = c.var.deps.database.db;
  const session = await readSession(c);
  if (!cart.lines.length) {
    if (session && (await sessionCouponCodes(db, session.id)).length) await clearSessionCoupons(db, session.id);
    return { totals: { discounts: [], shipping: { provinces: [], province: null, methods: [] }, shippingCost: null, total: 0 }, notices: [] };
  }
  const coupons = session
    ? await cartCouponDiscounts(db, session.id, cart, { userId: session.user_id })
    : { discounts: [], discountTotal: 0, errors: [] };
  const afterDiscounts = cart.subtotal - coupons.discountTotal;
  const shipping = await shippingEstimate(db, (await c.var.deps.settings()).address.structure, session?.id, afterDiscounts);
  const shippingCost = shipping.methods[0]?.cost ?? null;
  const notices = coupons.errors.map((e): FlashNotice => ({ kind: 'error', text: vi.coupons.droppedFromCart(e.code.toUpperCase(), e.message) }));
  return { totals: { discounts: coupons.discounts, shipping, shippingCost, total: afterDiscounts + (shippingCost ?? 0) }, notices };
}
