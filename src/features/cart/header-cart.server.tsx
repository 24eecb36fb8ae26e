import type { ReactNode } from 'react';
import * as vi from '../../lib/messages/index';
import { urls } from '../../lib/urls';
import { Amount } from '../../ui/price';
import { CartIcon } from '../../ui/icons.server';
import { cartPopupId } from './cart-hooks';
import type { CartView } from './cart-session.server';
import { MiniCart } from './mini-cart.server';

/** The header total; also the `span.cart-price` fragment. */
export function CartPrice({ total }: { total: number }) {
  return (
    <span className="cart-price">
      <Amount dong={total} />
    </span>
  );
}

/** The bag with its count badge; also the `.header .cart-icon` fragment. */
export function CartIconCount({ count }: { count: number }) {
  return (
    <span className="cart-icon image-icon">
      <CartIcon />
      <strong className="cart-count" aria-hidden="true">
        {count}
      </strong>
      <span className="screen-reader-text">{vi.cart.itemCount(count)}</span>
    </span>
  );
}

/**
 * Spec 2.1: the header cart. From 850 px a link to the cart with a dropdown holding the mini cart; below it
 * the link opens the off-canvas cart (`CartPopup`). Without scripting both links simply go to the cart page.
 * Other header icons (the account link) come first, as children.
 */
export function HeaderCart({ cart, children }: { cart: CartView; children?: ReactNode }) {
  return (
    <ul className="nav header-nav-icons">
      {children}
      <li className="cart-item has-icon has-dropdown">
        <a href={urls.cart()} className="header-cart-link hide-for-medium" title={vi.cart.cart}>
          <span className="header-cart-title">
            {`${vi.cart.cart} / `}
            <CartPrice total={cart.subtotal} />
          </span>
          <CartIconCount count={cart.itemCount} />
        </a>
        <a
          href={urls.cart()}
          className="header-cart-link show-for-medium"
          title={vi.cart.cart}
          data-open={`#${cartPopupId}`}
          data-pos="right"
          data-class="off-canvas-cart"
          aria-controls={cartPopupId}
          aria-expanded="false"
        >
          <CartIconCount count={cart.itemCount} />
        </a>
        <ul className="nav-dropdown nav-dropdown-default cart-dropdown hide-for-medium">
          <li className="html widget_shopping_cart">
            <MiniCart cart={cart} />
          </li>
        </ul>
      </li>
    </ul>
  );
}

/** The off-canvas cart, hidden until its header link opens it; the layout places it at the end of the page. */
export function CartPopup({ cart }: { cart: CartView }) {
  return (
    <div id={cartPopupId} className="widget_shopping_cart mfp-hide">
      <div className="cart-popup-inner inner-padding">
        <div className="cart-popup-title">
          <h2>{vi.cart.cart}</h2>
        </div>
        <MiniCart cart={cart} />
      </div>
    </div>
  );
}
