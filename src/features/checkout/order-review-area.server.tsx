import * as vi from '../../lib/messages/index';
import { Amount } from '../../ui/price';
import type { CartOrderReview } from '../../flows/place-order/cart-order.server';
import { detailsText } from '../catalogue/index.server';
import type { ShippingMethod } from '../shipping/index.server';
import { fields, shippingInputName } from './checkout-fields';
import { ErrorList } from './error-list.server';

const radioId = (m: ShippingMethod) => `shipping_method_0_${m.id.replace(/[^\w-]/g, '')}`;

function ShippingRow({ review }: { review: CartOrderReview }) {
  return (
    <tr className="woocommerce-shipping-totals shipping">
      <th>{vi.checkout.shipping}</th>
      <td data-title={vi.checkout.shipping}>
        {review.shippingMethods.length === 0 ? (
          <span className="no-shipping">{vi.checkout.noShipping}</span>
        ) : (
          <ul id={fields.shipping} className="woocommerce-shipping-methods">
            {review.shippingMethods.map((m) => (
              <li key={m.id}>
                <input type="radio" name={shippingInputName} data-index="0" id={radioId(m)} value={m.id} className="shipping_method" defaultChecked={m.id === review.shipping?.id} />
                <label htmlFor={radioId(m)}>
                  {m.label}
                  {m.cost > 0 && <>: <Amount dong={m.cost} /></>}
                </label>
              </li>
            ))}
          </ul>
        )}
      </td>
    </tr>
  );
}

/**
 * `#order_review`: the lines and totals as the server prices them now, with the shipping choices. The checkout's
 * script swaps it whole (update_order_review) when the province, shipping method or coupon changes.
 */
export function OrderReviewArea({ review }: { review: CartOrderReview }) {
  const couponErrors = review.coupons.errors.map((e) => ({ id: fields.coupon, message: e.message }));
  return (
    <div id="order_review" className="woocommerce-checkout-review-order">
      {couponErrors.length > 0 && <ErrorList errors={couponErrors} className="woocommerce-error coupon-error-notice" />}
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
          {review.coupons.discounts.map((d) => (
            <tr key={d.code} className={`cart-discount coupon-${d.code}`}>
              <th>{vi.checkout.discount(d.code)}</th>
              <td>-<Amount dong={d.amount} /></td>
            </tr>
          ))}
          <ShippingRow review={review} />
          <tr className="order-total">
            <th>{vi.checkout.total}</th>
            <td><strong><Amount dong={review.totals.total} /></strong></td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
