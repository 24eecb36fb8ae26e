import type { Db } from '../../db/index.server';
import { evaluateCoupons, type CouponLine, type CouponResult } from '../../features/coupons/index.server';
import { shippingMethodsFor, type ShippingMethod } from '../../features/shipping/index.server';
import { totalsOf, type Totals } from './totals.server';

/** What prices an order besides its lines: the coupons, where it goes, how, and who buys. */
export interface PricingChoice {
  lines: CouponLine[];
  couponCodes: string[];
  /** The province it ships to; null before the shopper has chosen one (then no shipping is priced). */
  provinceCode: string | null;
  /** The chosen method; the cheapest is taken when it is not offered. */
  shippingMethodId: string;
  /** For the coupons' per-customer limits; known at checkout, only when logged in on the cart page. */
  customer: { email?: string; userId: number | null };
}

export interface OrderPricing {
  coupons: CouponResult;
  /** The province's methods, cheapest first. */
  shippingMethods: ShippingMethod[];
  /** The chosen method when it is offered, else the cheapest; undefined when none is offered. */
  shipping: ShippingMethod | undefined;
  totals: Totals;
}

const noCoupons: CouponResult = { discounts: [], discountTotal: 0, errors: [] };

/**
 * Prices lines the server has priced from the catalogue: the coupons' discounts, the shipping methods (the
 * free-shipping minimum counts the subtotal after discounts, the ecosystem's default) and the totals. The cart
 * page, the checkout review and order placement all price through here. Pass the transaction when placing.
 */
export async function priceOrder(db: Db, choice: PricingChoice): Promise<OrderPricing> {
  const { lines, customer } = choice;
  const subtotal = totalsOf(lines).subtotal;
  const coupons = choice.couponCodes.length ? await evaluateCoupons(db, { codes: choice.couponCodes, lines, subtotal, ...customer }) : noCoupons;
  const beforeShipping = totalsOf(lines, coupons.discounts).total;
  const shippingMethods = choice.provinceCode === null ? [] : await shippingMethodsFor(db, { provinceCode: choice.provinceCode, subtotal: beforeShipping });
  const shipping = shippingMethods.find((m) => m.id === choice.shippingMethodId) ?? shippingMethods[0];
  return { coupons, shippingMethods, shipping, totals: totalsOf(lines, coupons.discounts, shipping?.cost ?? null) };
}
