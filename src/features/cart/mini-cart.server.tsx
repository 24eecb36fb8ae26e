import * as vi from '../../lib/messages/index';
import { urls } from '../../lib/urls';
import { Amount } from '../../ui/price';
import type { CartLineView } from './cart-contents.server';
import type { CartView } from './cart-session.server';
import { LineDetails } from './line-details.server';
import { LineImage } from './line-image.server';
import { removeItemUrl } from './remove-link.server';

function MiniCartItem({ line, nonce }: { line: CartLineView; nonce: string }) {
  return (
    <li className="woocommerce-mini-cart-item mini_cart_item">
      <a
        href={removeItemUrl(line.key, nonce)}
        className="remove remove_from_cart_button"
        aria-label={vi.cart.removeItem(line.name)}
        data-product_id={line.productId}
        data-cart_item_key={line.key}
        data-product_sku={line.sku}
      >
        ×
      </a>
      <a href={line.url}>
        <LineImage line={line} />
        {line.name}
      </a>
      <LineDetails line={line} />
      <span className="quantity">
        {`${line.quantity} × `}
        <Amount dong={line.unitPrice} />
      </span>
    </li>
  );
}

/**
 * The mini cart (contract.md "Mini-cart markup"): the page's own markup and the `div.widget_shopping_cart_content`
 * fragment are this one component. It carries the cart hash so the browser can tell a stale page.
 */
export function MiniCart({ cart }: { cart: CartView }) {
  return (
    <div className="widget_shopping_cart_content" data-cart_hash={cart.hash}>
      {cart.lines.length === 0 ? (
        <p className="woocommerce-mini-cart__empty-message">{vi.cart.miniCartEmpty}</p>
      ) : (
        <>
          <ul className="woocommerce-mini-cart cart_list product_list_widget">
            {cart.lines.map((line) => (
              <MiniCartItem key={line.key} line={line} nonce={cart.nonce} />
            ))}
          </ul>
          <p className="woocommerce-mini-cart__total total">
            <strong>{vi.cart.subtotalLabel}</strong> <Amount dong={cart.subtotal} />
          </p>
          <p className="woocommerce-mini-cart__buttons buttons">
            <a href={urls.cart()} className="button wc-forward">{vi.cart.viewCart}</a>
            <a href={urls.checkout()} className="button checkout wc-forward">{vi.cart.checkout}</a>
          </p>
        </>
      )}
    </div>
  );
}
