import * as vi from '../../lib/messages/index';
import { urls } from '../../lib/urls';
import type { CartPageTotals } from '../../flows/totals/cart-page-totals.server';
import { Notices, type FlashNotice } from '../../ui/notices.server';
import { Amount } from '../../ui/price';
import { DiscountRows } from '../coupons/index.server';
import { ShippingRow } from '../shipping/index.server';
import type { CartView } from './cart-session.server';
import { CartForm } from './cart-table.server';

/** Subtotal, one row per coupon, the shipping estimate, then the total (spec 2.7). */
function CartTotals({ cart, totals }: { cart: CartView; totals: CartPageTotals }) {
  return (
    <div className="cart_totals">
      <h2>{vi.cart.cartTotals}</h2>
      <table className="shop_table shop_table_responsive">
        <tbody>
          <tr className="cart-subtotal">
            <th>{vi.cart.subtotal}</th>
            <td data-title={vi.cart.subtotal}><Amount dong={cart.subtotal} /></td>
          </tr>
          <DiscountRows discounts={totals.discounts} nonce={cart.nonce} />
          <ShippingRow estimate={totals.shipping} nonce={cart.nonce} />
          <tr className="order-total">
            <th>{vi.cart.total}</th>
            <td data-title={vi.cart.total}><strong><Amount dong={totals.total} /></strong></td>
          </tr>
        </tbody>
      </table>
      <div className="wc-proceed-to-checkout">
        <a href={urls.checkout()} className="checkout-button button alt wc-forward">{vi.cart.proceedToCheckout}</a>
      </div>
    </div>
  );
}

function EmptyCart() {
  return (
    <>
      <div className="wc-empty-cart-message">
        <p className="cart-empty woocommerce-info" role="status">{vi.cart.cartEmpty}</p>
      </div>
      <p className="return-to-shop">
        <a className="button wc-backward" href={urls.shop()}>{vi.cart.returnToShop}</a>
      </p>
    </>
  );
}

/** The cart page (spec 2.7): its notices, then the lines and totals, or the empty-cart state. */
export function CartPage({ cart, totals, notices }: { cart: CartView; totals: CartPageTotals; notices: FlashNotice[] }) {
  return (
    <div className="woocommerce cart-page container">
      <h1 className="page-title">{vi.cart.cart}</h1>
      <Notices notices={notices} />
      {cart.lines.length === 0 ? (
        <EmptyCart />
      ) : (
        <div className="cart-layout">
          <CartForm cart={cart} />
          <div className="cart-collaterals">
            <CartTotals cart={cart} totals={totals} />
          </div>
        </div>
      )}
    </div>
  );
}
