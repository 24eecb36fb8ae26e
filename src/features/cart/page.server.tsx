import * as vi from '../../lib/messages/index';
import { urls } from '../../lib/urls';
import type { CartPageTotals } from '../../flows/totals/cart-page-totals.server';
import { Notices, type FlashNotice } from '../../ui/notices.server';
import type { CartView } from './cart-session.server';
import { CartForm } from './cart-table.server';
import { CartTotals } from './cart-totals.server';

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
