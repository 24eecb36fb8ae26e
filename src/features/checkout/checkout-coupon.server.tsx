import * as vi from '../../lib/messages/index';
import { urls } from '../../lib/urls';
import { applyCouponButton, checkoutCouponFormId, fields } from './checkout-fields';

/**
 * The checkout's coupon (contract.md): its own `form.checkout_coupon`, outside `form.checkout`, hidden behind
 * "Bạn có mã giảm giá?". Scripts apply it through `apply_coupon`; without script the link opens it (`:target`) and
 * it posts to the checkout page, which applies it to the cart. Either way the coupon is kept with the cart.
 */
export function CheckoutCoupon({ nonce }: { nonce: string }) {
  return (
    <>
      <div className="woocommerce-form-coupon-toggle">
        <div className="woocommerce-info">
          {vi.checkout.haveCoupon}{' '}
          <a href={`#${checkoutCouponFormId}`} className="showcoupon" role="button" aria-controls={checkoutCouponFormId} aria-expanded="false">
            {vi.checkout.showCoupon}
          </a>
        </div>
      </div>
      <div className="woocommerce-notices-wrapper checkout-coupon-notices" aria-live="polite" />
      <form className="checkout_coupon woocommerce-form-coupon" id={checkoutCouponFormId} method="post" action={urls.checkout()}>
        <p>{vi.checkout.couponHint}</p>
        <p className="form-row form-row-first">
          <label htmlFor={fields.coupon} className="screen-reader-text">{vi.checkout.couponLabel}</label>
          <input type="text" name={fields.coupon} className="input-text" placeholder={vi.checkout.couponPlaceholder} id={fields.coupon} defaultValue="" autoComplete="off" maxLength={50} />
        </p>
        <p className="form-row form-row-last">
          <button type="submit" className="button" name={applyCouponButton} value={vi.checkout.applyCoupon}>{vi.checkout.applyCoupon}</button>
        </p>
        <input type="hidden" name="security" value={nonce} />
      </form>
    </>
  );
}
