import * as vi from '../../lib/messages/index';
import { urls } from '../../lib/urls';
import { Amount } from '../../ui/price';
import { CouponField } from '../coupons/index.server';
import { quantityLimits } from '../catalogue/index';
import type { CartLineView } from './cart-contents.server';
import CartQuantity from './cart-quantity.island';
import type { CartView } from './cart-session.server';
import { LineDetails } from './line-details.server';
import { LineImage } from './line-image.server';
import { removeItemUrl } from './remove-link.server';

function CartRow({ line, nonce }: { line: CartLineView; nonce: string }) {
  const { max } = quantityLimits(line.stock);
  return (
    <tr className="woocommerce-cart-form__cart-item cart_item">
      <td className="product-remove">
        <a href={removeItemUrl(line.key, nonce)} className="remove" aria-label={vi.cart.removeItem(line.name)} data-product_id={line.productId} data-product_sku={line.sku}>
          ×
        </a>
      </td>
      <td className="product-thumbnail">
        <a href={line.url} tabIndex={-1} aria-hidden="true">
          <LineImage line={line} />
        </a>
      </td>
      <td className="product-name" data-title={vi.cart.product}>
        <a href={line.url}>{line.name}</a>
        <LineDetails line={line} />
      </td>
      <td className="product-price" data-title={vi.cart.price}>
        <Amount dong={line.unitPrice} />
      </td>
      <td className="product-quantity" data-title={vi.cart.quantity}>
        <CartQuantity
          inputId={`quantity-${line.key}`}
          name={`cart[${line.key}][qty]`}
          label={vi.cart.quantityOf(line.name)}
          value={line.quantity}
          max={max}
          hidden={line.stock.soldIndividually}
        />
      </td>
      <td className="product-subtotal" data-title={vi.cart.subtotal}>
        <Amount dong={line.lineTotal} />
      </td>
    </tr>
  );
}

/** `form.woocommerce-cart-form`: the lines with their quantities, posted to the cart page to update them. */
export function CartForm({ cart }: { cart: CartView }) {
  return (
    <form className="woocommerce-cart-form" action={urls.cart()} method="post">
      <table className="shop_table shop_table_responsive cart woocommerce-cart-form__contents">
        <thead>
          <tr>
            <th className="product-remove"><span className="screen-reader-text">{vi.cart.remove}</span></th>
            <th className="product-thumbnail"><span className="screen-reader-text">{vi.cart.thumbnail}</span></th>
            <th className="product-name">{vi.cart.product}</th>
            <th className="product-price">{vi.cart.price}</th>
            <th className="product-quantity">{vi.cart.quantity}</th>
            <th className="product-subtotal">{vi.cart.subtotal}</th>
          </tr>
        </thead>
        <tbody>
          {cart.lines.map((line) => (
            <CartRow key={line.key} line={line} nonce={cart.nonce} />
          ))}
          <tr>
            <td colSpan={6} className="actions">
              <CouponField />
              <button type="submit" className="button" name="update_cart" value={vi.cart.updateCart}>
                {vi.cart.updateCart}
              </button>
              <input type="hidden" name="woocommerce-cart-nonce" value={cart.nonce} />
            </td>
          </tr>
        </tbody>
      </table>
    </form>
  );
}
