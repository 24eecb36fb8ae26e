/** What an order or a cart comes to, in đồng. */
export interface Totals {
  /** The lines at their prices now. */
  subtotal: number;
  /** The coupons' discounts, never more than the subtotal. */
  discountTotal: number;
  /** The chosen shipping method's cost; 0 before one is chosen. */
  shippingTotal: number;
  total: number;
}

const sum = (amounts: number[]) => amounts.reduce((a, b) => a + b, 0);

/**
 * The one place a cart's or an order's money adds up: subtotal − discounts + shipping = total. The cart page, the
 * mini cart (its subtotal), the checkout review and the placed order all come here.
 */
export function totalsOf(lines: { lineTotal: number }[], discounts: { amount: number }[] = [], shippingCost: number | null = null): Totals {
  const subtotal = sum(lines.map((l) => l.lineTotal));
  const discountTotal = Math.min(sum(discounts.map((d) => d.amount)), subtotal);
  const shippingTotal = shippingCost ?? 0;
  return { subtotal, discountTotal, shippingTotal, total: subtotal - discountTotal + shippingTotal };
}
