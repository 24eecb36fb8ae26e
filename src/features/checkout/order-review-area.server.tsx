import { renderToStaticMarkup } from 'react-dom/server';
import * as vi from '../../lib/messages/index';
import { Amount } from '../../ui/price';
import type { CartOrderReview } from '../../flows/place-order/cart-order.server';
import { detailsText } from '../catalogue/index.server';
import { DiscountRows } from '../coupons/index.server';
import { ShippingChoices } from '../shipping/index.server';
import { PaymentMethods } from './payment-methods.server';

/** What the review shows besides the priced cart: the payment chosen, and the cart nonce of the coupons' no-JS remove links. */
export interface ReviewExtras {
  paymentMethod: string;
  paymentInvalid: boolean;
  cartNonce: string;
}

function ShippingRow({ review }: { review: CartOrderReview }) {
  return (
    <tr className="woocommerce-shipping-totals shipping">
      <th>{vi.checkout.shipping}</th>
      <td data-title={vi.checkout.shipping}>
        {review.shippingMethods.length === 0 ? (
          <span className="no-shipping">{vi.checkout.noShipping}</span>
        ) : (
          <ShippingChoices methods={review.shippingMethods} chosen={review.shipping?.id ?? null} />
        )}
      </td>
    </tr>
  );
}

/** `table.woocommerce-checkout-review-order-table`: the lines and totals as the server prices them now, with the shipping choices. */
function ReviewTable({ review, cartNonce }: { review: CartOrderReview; cartNonce: string }) {
  return (
    <table className="shop_table woocommerce-checkout-review-order-table">
      <thead>
        <tr>
          <th className="product-name">{vi.checkout.product}</th>
          <th className="product-total">{vi.checkout.subtotal}</th>
        </tr>
      </thead>
      <tbody>
        {review.cart.lines.map((line) => (
          <tr key={line.key} className="cart_item">
            <td className="product-name">
              {line.name} <strong className="product-quantity">×&nbsp;{line.quantity}</strong>
              {line.details.length > 0 && <div className="wc-item-meta">{detailsText(line.details)}</div>}
            </td>
            <td className="product-total"><Amount dong={line.lineTotal} /></td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr className="cart-subtotal">
          <th>{vi.checkout.subtotal}</th>
          <td><Amount dong={review.totals.subtotal} /></td>
        </tr>
        <DiscountRows discounts={review.coupons.discounts} nonce={cartNonce} />
        <ShippingRow review={review} />
        <tr className="order-total">
          <th>{vi.checkout.total}</th>
          <td><strong><Amount dong={review.totals.total} /></strong></td>
        </tr>
      </tfoot>
    </table>
  );
}

/**
 * `#order_review` (contract.md "Checkout"): the review table and, inside it, `#payment`. Scripts bring both up to
 * date with the two fragments of `update_order_review` when the province, shipping method or coupons change.
 */
export function OrderReviewArea({ review, extras }: { review: CartOrderReview; extras: ReviewExtras }) {
  return (
    <div id="order_review" className="woocommerce-checkout-review-order">
      <ReviewTable review={review} cartNonce={extras.cartNonce} />
      <PaymentMethods chosen={extras.paymentMethod} invalid={extras.paymentInvalid} />
    </div>
  );
}

/** `update_order_review`'s fragments, keyed by the selectors the ecosystem's checkout script replaces. */
export function reviewFragments(review: CartOrderReview, extras: ReviewExtras): Record<string, string> {
  return {
    '.woocommerce-checkout-review-order-table': renderToStaticMarkup(<ReviewTable review={review} cartNonce={extras.cartNonce} />),
    '.woocommerce-checkout-payment': renderToStaticMarkup(<PaymentMethods chosen={extras.paymentMethod} invalid={extras.paymentInvalid} />),
  };
}
