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

/** A notice of the review itself (coupons that no longer apply, a province it cannot price): each refresh replaces it. */
export const reviewNoticeClass = 'woocommerce-error review-notice';
