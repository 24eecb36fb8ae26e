import * as vi from '../../lib/messages/index';

/**
 * `div.coupon` inside the cart form: its button posts the form with `apply_coupon`, so it works without scripting
 * and carries the cart nonce. It comes before 'update cart', so Enter in the code field applies the coupon.
 */
export function CouponField() {
  return (
    <div className="coupon">
      <label htmlFor="coupon_code" className="screen-reader-text">{vi.coupons.couponCode}</label>
      <input type="text" name="coupon_code" className="input-text" id="coupon_code" defaultValue="" placeholder={vi.coupons.couponPlaceholder} autoComplete="off" maxLength={50} />
      <button type="submit" className="button" name="apply_coupon" value={vi.coupons.applyCoupon}>
        {vi.coupons.applyCoupon}
      </button>
    </div>
  );
}
