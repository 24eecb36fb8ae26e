import * as vi from '../../lib/messages/index';
import { urls } from '../../lib/urls';
import { OrderAttributionInputs } from '../attribution/index.server';
import { BillingFields, type AddressChoices } from './billing-fields.server';
import CheckoutForm from './checkout-form.island';
import { applyCouponButton, checkoutNonceField, fields, type CheckoutInput } from './checkout-fields';
import type { CheckoutError } from './checkout-rules.server';
import { ErrorList } from './error-list.server';
import type { CartOrderReview } from '../../flows/place-order/cart-order.server';
import { OrderReviewArea } from './order-review-area.server';
import { PaymentMethods } from './payment-methods.server';
import { TermsCheckbox, TermsLightbox, type TermsPage } from './terms.server';

export interface CheckoutView {
  values: CheckoutInput;
  errors: CheckoutError[];
  review: CartOrderReview;
  address: AddressChoices;
  nonce: string;
  terms: TermsPage | null;
}

function CouponField({ value, invalid }: { value: string; invalid: boolean }) {
  return (
    <div className="checkout-coupon">
      <p className={`form-row${invalid ? ' woocommerce-invalid' : ''}`} id={`${fields.coupon}_field`}>
        <label htmlFor={fields.coupon}>{vi.checkout.couponLabel}</label>
        <span className="coupon-input">
          <input type="text" className="input-text" name={fields.coupon} id={fields.coupon} defaultValue={value} placeholder={vi.checkout.couponPlaceholder} autoComplete="off" />
          <button type="submit" className="button" name={applyCouponButton} value="1">{vi.checkout.applyCoupon}</button>
        </span>
      </p>
    </div>
  );
}

/** The checkout page (spec 2.7, decision 014): `form.checkout`, which places the order with or without script. */
export function CheckoutPage({ values, errors, review, address, nonce, terms }: CheckoutView) {
  const invalid = new Set(errors.flatMap((e) => (e.id ? [e.id] : [])));
  return (
    <div className="woocommerce checkout-page container">
      <h1 className="page-title">{vi.checkout.title}</h1>
      <form name="checkout" method="post" className="checkout woocommerce-checkout" action={urls.checkout()} encType="application/x-www-form-urlencoded" noValidate>
        <div className="woocommerce-notices-wrapper" aria-live="assertive">{errors.length > 0 && <ErrorList errors={errors} />}</div>
        <div className="checkout-columns">
          <div id="customer_details" className="checkout-customer">
            <BillingFields values={values} address={address} invalid={invalid} />
          </div>
          <div className="checkout-summary">
            <h3 id="order_review_heading">{vi.checkout.yourOrder}</h3>
            <OrderReviewArea review={review} />
            <CouponField value={values.couponCode} invalid={invalid.has(fields.coupon)} />
            <PaymentMethods chosen={values.paymentMethod} invalid={invalid.has(fields.payment)} />
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
