import * as vi from '../../lib/messages/index';
import { readSession } from '../../server/session.server';
import type { ShopContext } from '../../server/shop.server';
import type { FlashNotice } from '../../ui/notices.server';
import { clearSessionCoupons, dropSessionCoupons, sessionCouponCodes, type CouponLine } from '../../features/coupons/index.server';
import { shippingDestination, type ShippingEstimate } from '../../features/shipping/index.server';
import { priceOrder } from './price-order.server';

/** The cart page's totals beyond the subtotal: coupon discounts, the shipping estimate and what is left to pay. */
export interface CartPageTotals {
  discounts: { code: string; amount: number }[];
  shipping: ShippingEstimate;
  /** The cheapest method's cost once a province is chosen; null before. */
  shippingCost: number | null;
  total: number;
}

const emptyCart: CartPageTotals = { discounts: [], shipping: { provinces: [], province: null, methods: [], chosen: null }, shippingCost: null, total: 0 };

/**
 * The totals of the shopper's cart for the cart page, priced for the province of the shipping estimate with the
 * method the shopper chose there (the cheapest until then, or when the province does not offer it). Coupons that
 * stopped applying (expired, used up, below the minimum after a quantity change) come off the cart and back as
 * error notices, as the ecosystem does; an emptied cart loses its coupons.
 */
export async function cartPageTotals(c: ShopContext, lines: CouponLine[]): Promise<{ totals: CartPageTotals; notices: FlashNotice[] }> {
  const deps = c.get('deps');
  const db = deps.database.db;
  const session = await readSession(c);
  if (!lines.length) {
    if (session && (await sessionCouponCodes(db, session.id)).length) await clearSessionCoupons(db, session.id);
    return { totals: emptyCart, notices: [] };
  }
  const destination = await shippingDestination(db, (await deps.settings()).address.structure, session?.id);
  const pricing = await priceOrder(db, {
    lines,
    couponCodes: session ? await sessionCouponCodes(db, session.id) : [],
    provinceCode: destination.province?.code ?? null,
    shippingMethodId: destination.methodId,
    customer: { userId: session?.user_id ?? null },
  });
  const { coupons } = pricing;
  if (session && coupons.errors.length) await dropSessionCoupons(db, session.id, coupons.errors.map((e) => e.code));
  const notices = coupons.errors.map((e): FlashNotice => ({ kind: 'error', text: vi.coupons.droppedFromCart(e.code.toUpperCase(), e.message) }));
  const shipping = { provinces: destination.provinces, province: destination.province, methods: pricing.shippingMethods, chosen: pricing.shipping?.id ?? null };
  return { totals: { discounts: coupons.discounts, shipping, shippingCost: pricing.shipping?.cost ?? null, total: pricing.totals.total }, notices };
}
