import type { Db } from '../../db/index';
import { loadCart } from '../cart/cart-service';
import type { CartContents, CartLineView } from '../cart/cart-contents';
import { evaluateCoupons, sessionCouponCodes, type CouponResult } from '../coupons/service';
import { shippingMethodsFor, type ShippingMethod } from '../shipping/service';

/** What the shopper has chosen so far that changes the totals. */
export interface ReviewChoice {
  provinceCode: string;
  shippingMethodId: string;
  /** A code typed into the checkout's coupon field, on top of those applied to the cart. */
  extraCouponCode: string;
  email?: string;
  userId: number | null;
}

/** The order as it would be placed now: the cart priced from the catalogue, coupons, shipping and the total. */
export interface OrderReview {
  cart: CartContents;
  coupons: CouponResult;
  shippingMethods: ShippingMethod[];
  /** The chosen method when it is offered, else the cheapest; undefined when none is offered. */
  shipping: ShippingMethod | undefined;
  total: number;
}

/** Every value is recomputed on the server from the session's cart, never taken from the form. Pass the transaction when placing. */
export async function reviewOrder(db: Db, sessionId: string, choice: ReviewChoice): Promise<OrderReview> {
  const cart = await loadCart(db, sessionId);
  const codes = [...(await sessionCouponCodes(db, sessionId)), ...(choice.extraCouponCode ? [choice.extraCouponCode] : [])];
  const lines = cart.lines.map((l) => ({ productId: l.productId, variationId: l.variationId, quantity: l.quantity, lineTotal: l.lineTotal }));
  const coupons = codes.length
    ? await evaluateCoupons(db, { codes, lines, subtotal: cart.subtotal, email: choice.email, userId: choice.userId })
    : { discounts: [], discountTotal: 0, errors: [] };
  const discountTotal = Math.min(coupons.discountTotal, cart.subtotal);
  // The free-shipping minimum counts the subtotal after discounts (the ecosystem's default).
  const shippingMethods = await shippingMethodsFor(db, { provinceCode: choice.provinceCode, subtotal: cart.subtotal - discountTotal });
  const shipping = shippingMethods.find((m) => m.id === choice.shippingMethodId) ?? shippingMethods[0];
  return { cart, coupons, shippingMethods, shipping, total: cart.subtotal - discountTotal + (shipping?.cost ?? 0) };
}

/** 'Màu sắc: Đỏ, Kích thước: M': a line's chosen values, as the review shows them and the order keeps them. */
export function lineAttributesText(line: CartLineView): string {
  return line.details.map((d) => `${d.label}: ${d.value}`).join(', ');
}
