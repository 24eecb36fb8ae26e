import * as vi from '../../lib/messages/index';
import { urls } from '../../lib/urls';
import { Amount } from '../../ui/price';

/** The remove link that works without scripting: `/gio-hang/?remove_coupon=<code>&_wpnonce=<cart nonce>`. */
export const removeCouponUrl = (code: string, nonce: string) => `${urls.cart()}?remove_coupon=${encodeURIComponent(code)}&_wpnonce=${nonce}`;

/** The row's class names the code the way the ecosystem's themes expect: `coupon-<code>`, lower case, safe characters. */
export const couponClass = (code: string) => `coupon-${code.toLowerCase().replace(/[^a-z0-9_-]+/g, '-')}`;

/** `tr.cart-discount` rows of the cart totals, one per applied coupon, each with its remove link. */
export function DiscountRows({ discounts, nonce }: { discounts: { code: string; amount: number }[]; nonce: string }) {
  return discounts.map(({ code, amount }) => {
    const label = vi.coupons.discountLabel(code.toUpperCase());
    return (
      <tr key={code} className={`cart-discount ${couponClass(code)}`}>
        <th>{label}</th>
        <td data-title={label}>
          <span className="discount-amount">−<Amount dong={amount} /></span>{' '}
          <a href={removeCouponUrl(code, nonce)} className="woocommerce-remove-coupon" data-coupon={code} aria-label={vi.coupons.removeCouponLabel(code.toUpperCase())}>
            {vi.coupons.removeCoupon}
          </a>
        </td>
      </tr>
    );
  });
}
