import { renderToStaticMarkup } from 'react-dom/server';
import type { CheckoutError } from './checkout-rules.server';

/** `ul.woocommerce-error` with one `li[data-id=<field id>]` per error, as the contract's failure answer carries it. */
export function ErrorList({ errors, className = 'woocommerce-error' }: { errors: CheckoutError[]; className?: string }) {
  return (
    <ul className={className}>
      {errors.map((e, i) => (
        <li key={i} {...(e.id ? { 'data-id': e.id } : {})}>
          {e.message}
        </li>
      ))}
    </ul>
  );
}

export function errorListHtml(errors: CheckoutError[], className?: string): string {
  return renderToStaticMarkup(<ErrorList errors={errors} className={className} />);
}

/** The list of the cart's coupons that no longer apply, which the checkout's script takes away once they are gone. */
export const couponErrorClass = 'woocommerce-error coupon-error-notice';
