import * as vi from '../../lib/messages/index';
import { urls } from '../../lib/urls';
import { OrderAttributionInputs } from '../attribution/index.server';
import { NewsletterOptIn } from '../newsletter/index.server';
import { BillingFields, type AddressChoices } from './billing-fields.server';
import { CheckoutCoupon } from './checkout-coupon.server';
import CheckoutForm from './checkout-form.island';
import { checkoutNonceField, fields, type CheckoutInput } from './checkout-fields';
import type { CheckoutError } from './checkout-rules.server';
import { reviewNoticeClass, ErrorList } from './error-list.server';
import type { CartOrderReview } from '../../flows/place-order/cart-order.server';
import { OrderReviewArea } from './order-review-area.server';
import { TermsCheckbox, TermsLightbox, type TermsPage } from './terms.server';

export interface CheckoutView {
  values: CheckoutInput;
  errors: CheckoutError[];
  /** The unit data could not be read: no address can be checked now, and the page says so (decision 093). */
  unitsUnavailable: boolean;
  review: CartOrderReview;
  address: AddressChoices;
  nonce: string;
  /** The coupon form's `apply_coupon` nonce and the cart nonce of the discount rows' no-JS remove links. */
  couponNonce: string;
  cartNonce: string;
  terms: TermsPage | null;
  /** The newsletter box: its label from the settings, ticked as posted or by the shop's default. */
  newsletter: { label: string; checked: boolean };
}

/**
 * The checkout page (spec 2.7, decision 014): the coupon's own form, then `form.checkout`, which places the order
 * with or without script. Coupons of the cart that no longer apply are listed with the other errors.
 */
export function CheckoutPage({ values, errors, unitsUnavailable, review, address, nonce, couponNonce, cartNonce, terms, newsletter }: CheckoutView) {
  const invalid = new Set(errors.flatMap((e) => (e.id ? [e.id] : [])));
  const unitsNotice = unitsUnavailable && !errors.some((e) => e.message === vi.address.unitsUnavailable);
  const notices = unitsNotice ? [{ id: null, message: vi.address.unitsUnavailable }, ...errors] : errors;
  const couponErrors = review.coupons.errors.map((e) => ({ id: fields.coupon, message: e.message }));
  return (
    <div className="woocommerce checkout-page container">
      <h1 className="page-title">{vi.checkout.title}</h1>
      <CheckoutCoupon nonce={couponNonce} />
      <form name="checkout" method="post" className="checkout woocommerce-checkout" action={urls.checkout()} encType="application/x-www-form-urlencoded" noValidate>
        <div className="woocommerce-notices-wrapper" aria-live="assertive">
          {notices.length > 0 && <ErrorList errors={notices} />}
          {couponErrors.length > 0 && <ErrorList errors={couponErrors} className={reviewNoticeClass} />}
        </div>
        <div className="checkout-columns">
          <div id="customer_details" className="checkout-customer">
            <BillingFields values={values} address={address} invalid={invalid} />
            <NewsletterOptIn {...newsletter} />
          </div>
          <div className="checkout-summary">
            <h3 id="order_review_heading">{vi.checkout.yourOrder}</h3>
            <OrderReviewArea review={review} extras={{ paymentMethod: values.paymentMethod, paymentInvalid: invalid.has(fields.payment), cartNonce }} />
            <TermsCheckbox terms={terms} checked={values.terms} invalid={invalid.has(fields.terms)} />
            <OrderAttributionInputs />
            <input type="hidden" name={checkoutNonceField} id={checkoutNonceField} value={nonce} />
            <div className="form-row place-order">
              <CheckoutForm />
            </div>
          </div>
        </div>
      </form>
      {terms && <TermsLightbox terms={terms} />}
    </div>
  );
}
