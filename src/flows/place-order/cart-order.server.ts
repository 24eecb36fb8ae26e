import type { Db } from '../../db/index.server';
import * as vi from '../../lib/messages/index';
import { detailsText } from '../../features/catalogue/index.server';
import { dropLinesNoLongerSold, limitProblems, loadCart, lockCartForOrder, removeOrderedLines, type CartContents, type CartLineView } from '../../features/cart/index.server';
import { clearSessionCoupons, sessionCouponCodes } from '../../features/coupons/index.server';
import type { OrderLine } from '../../features/orders/index.server';
import { priceOrder, type OrderPricing } from '../totals/price-order.server';
import { OrderRefused, type OrderSource } from './place-order.server';

/** The line as an order keeps it: the chosen values as one text. */
const orderLineOf = (l: CartLineView): OrderLine => ({
  productId: l.productId,
  variationId: l.variationId,
  name: l.name,
  attributes: detailsText(l.details),
  sku: l.sku || null,
  quantity: l.quantity,
  unitPrice: l.unitPrice,
  lineTotal: l.lineTotal,
});

/**
 * The checkout's door into order placement: the session's cart with the coupons applied to it (on the cart page or
 * by the checkout's coupon form). The cart is locked until the order commits, so an add or a change of it meanwhile
 * waits and then finds it emptied; its lines are held to their quantity limits, and claimed (removed from the cart)
 * as they were read, so the same cart cannot be ordered twice at once; the cart's coupons are forgotten.
 */
export function cartOrder(sessionId: string): OrderSource {
  let taken: CartLineView[] = [];
  return {
    async take(trx) {
      await lockCartForOrder(trx, sessionId);
      // A line withdrawn since the checkout looked (before this lock) is told, never left out of the order unseen.
      if (await dropLinesNoLongerSold(trx, sessionId)) throw new OrderRefused([{ field: null, message: vi.checkout.linesNoLongerSold }]);
      const cart = await loadCart(trx, sessionId);
      const problems = limitProblems(cart);
      if (problems.length) throw new OrderRefused(problems.map((message) => ({ field: null, message })));
      taken = cart.lines;
      return { lines: taken.map(orderLineOf), couponCodes: await sessionCouponCodes(trx, sessionId) };
    },
    async claim(trx) {
      if (!(await removeOrderedLines(trx, sessionId, taken))) throw new OrderRefused([{ field: null, message: vi.checkout.cartChanged }], true);
      await clearSessionCoupons(trx, sessionId);
    },
  };
}

/** What the checkout has chosen so far that changes the totals. */
export interface ReviewChoice {
  /** '' before the shopper has chosen one. */
  provinceCode: string;
  shippingMethodId: string;
  email?: string;
  userId: number | null;
}

/** The cart's order as it would be placed now: the cart priced from the catalogue, its coupons, shipping and totals. */
export interface CartOrderReview extends OrderPricing {
  cart: CartContents;
}

/** The checkout's review: every value recomputed on the server from the session's cart, never taken from the form. */
export async function reviewCartOrder(db: Db, sessionId: string, choice: ReviewChoice): Promise<CartOrderReview> {
  const cart = await loadCart(db, sessionId);
  const pricing = await priceOrder(db, {
    lines: cart.lines,
    couponCodes: await sessionCouponCodes(db, sessionId),
    provinceCode: choice.provinceCode || null, // no province yet: no shipping priced, none offered
    shippingMethodId: choice.shippingMethodId,
    customer: { email: choice.email, userId: choice.userId },
  });
  return { cart, ...pricing };
}
