import * as vi from '../../lib/messages/index';
import { formatMoney } from '../../lib/money';
import { linkedPath, urls } from '../../lib/urls';
import { Price } from '../../ui/price';
import { priceOf } from '../catalogue/index';
import { imageUrl } from '../media/index';
import { noScript } from './no-script-links';
import type { WishlistItemRow } from './queries.server';

export interface RowContext {
  wishlistId: number;
  /** The wishlist's share token: the no-script add-to-cart link names its wishlist by it, as the ecosystem's does. */
  wishlistToken: string;
  isOwner: boolean;
  /** The owner's other wishlists, for the 'change wishlist' select (multi mode). */
  others: { token: string; name: string }[];
  /** The nonce of the remove link that works without script. */
  removeNonce: string;
  sortable: boolean;
  /** Multi-wishlist mode: rows can move to another or a new wishlist. */
  multi: boolean;
}

/** One wishlist row (spec 2.10): checkbox, picture, name, price (with 'price changed'), quantity, stock, add to cart, remove, move. */
export function WishlistRow({ item, ctx }: { item: WishlistItemRow; ctx: RowContext }) {
  const price = priceOf(item);
  const changed = price !== null && item.price_when_added !== null && price !== item.price_when_added;
  const inStock = item.stock_status !== 'outofstock';
  const cartHref = `?${noScript.addToCart}=${item.id}&wishlist_token=${ctx.wishlistToken}`;
  return (
    <tr id={`yith-wcwl-row-${item.id}`} data-row-id={item.id}>
      <td className="product-checkbox">
        <input type="checkbox" name={`add_to_cart[]`} value={item.id} data-product-id={item.product_id} aria-label={vi.wishlist.selectItem(item.name)} />
      </td>
      {ctx.sortable && (
        <td className="sorting-handle">
          {/* The drag handle is the script's (dnd-kit, keyboard too); the ↑/↓ buttons post the form without script. */}
          <span className="drag-handle-slot">
            <button type="button" className="drag-handle" aria-label={vi.wishlist.dragHandle(item.name)}>⇅</button>
          </span>
          <button type="submit" name="move_row" value={`${item.id}:up`} className="move-row" aria-label={vi.wishlist.moveUp(item.name)}>↑</button>
          <button type="submit" name="move_row" value={`${item.id}:down`} className="move-row" aria-label={vi.wishlist.moveDown(item.name)}>↓</button>
        </td>
      )}
      {ctx.isOwner && (
        <td className="product-remove">
          <a href={`?${noScript.remove}=${item.id}&_wpnonce=${ctx.removeNonce}`} className="remove remove_from_wishlist" rel="nofollow" aria-label={vi.wishlist.removeItem(item.name)} data-row-id={item.id}>×</a>
        </td>
      )}
      <td className="product-thumbnail">
        <a href={linkedPath(urls.product(item.slug))}>{item.image_id !== null ? <img src={imageUrl(item.image_id, 100)} width={100} height={100} loading="lazy" alt={item.name} /> : null}</a>
      </td>
      <td className="product-name">
        <a href={linkedPath(urls.product(item.slug))}>{item.name}</a>
      </td>
      <td className="product-price">
        <Price regular={item.regular_price} sale={item.sale_price} />
        {changed && <small className="price-changed">{vi.wishlist.priceChanged(formatMoney(item.price_when_added!))}</small>}
      </td>
      <td className="product-quantity">
        <input type="number" className="qty" name={`items[${item.id}][quantity]`} min={1} max={9999} defaultValue={item.quantity} readOnly={!ctx.isOwner} aria-label={vi.wishlist.quantity} />
      </td>
      <td className="product-stock-status">{inStock ? <span className="wishlist-in-stock">{vi.wishlist.inStock}</span> : <span className="wishlist-out-of-stock">{vi.wishlist.outOfStock}</span>}</td>
      <td className="product-add-to-cart">
        {inStock && (
          <a href={cartHref} rel="nofollow" className={`button product_type_${item.type} add_to_cart_button ajax_add_to_cart add_to_cart alt`} data-product_id={item.product_id} data-quantity={item.quantity} data-remove_from_wishlist_after_add_to_cart={ctx.isOwner ? item.id : undefined} data-wishlist_id={ctx.wishlistId}>
            {vi.wishlist.addToCart}
          </a>
        )}
        {ctx.isOwner && ctx.multi && (
          <select className="change-wishlist" name={`move_to[${item.id}]`} defaultValue="" aria-label={vi.wishlist.moveTo} data-item-id={item.id}>
            <option value="">{vi.wishlist.moveTo}</option>
            {ctx.others.map((l) => (
              <option key={l.token} value={l.token}>{l.name}</option>
            ))}
            <option value="new">{vi.wishlist.newWishlist}</option>
          </select>
        )}
      </td>
    </tr>
  );
}
