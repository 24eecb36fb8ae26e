import { renderToStaticMarkup } from 'react-dom/server';
import * as vi from '../../lib/messages/index';
import { urls } from '../../lib/urls';
import { addNotice } from '../../server/notices.server';
import type { ShopContext } from '../../server/shop.server';
import { Amount } from '../../ui/price';
import { cartPageTotals, type CartPageTotals } from '../../flows/totals/cart-page-totals.server';
import { DiscountRows } from '../coupons/index.server';
import { ShippingRow } from '../shipping/index.server';
import { currentCart, type CartView } from './cart-session.server';

/** `div.cart_totals`: subtotal, one row per coupon, the shipping estimate and choice, then the total (spec 2.7). */
export function CartTotals({ cart, totals }: { cart: CartView; totals: CartPageTotals }) {
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

/** The cart's totals now, as the HTML the cart script swaps in; coupons that stopped applying leave their notices for the next page. */
export async function cartTotalsHtml(c: ShopContext): Promise<string> {
  const cart = await currentCart(c);
  const { totals, notices } = await cartPageTotals(c, cart.lines);
  for (const notice of notices) await addNotice(c, notice);
  return renderToStaticMarkup(<CartTotals cart={cart} totals={totals} />);
}
