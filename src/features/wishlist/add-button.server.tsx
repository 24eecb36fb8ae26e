import * as vi from '../../lib/messages/index';
import { buttonClasses, type ButtonOptions } from './fragment-options';
import { wishlistUrls } from './wishlist-urls';

export interface ButtonState {
  options: ButtonOptions;
  /** The wishlist the product is saved in, when it is. */
  savedIn?: { token: string };
  /** The shopper's other wishlists, for the hover dropdown (multi mode). */
  others: { id: number; name: string }[];
  tooltip: boolean;
  /** Spec 4.6: a saved product keeps its add button in multi mode unless the shop hides it (`hide_add_button`). */
  keepAddButton?: boolean;
}

/**
 * The add-to-wishlist button (spec 2.10, contract.md markup); the link adds without script. A saved product
 * shows the browse link instead, which the script follows on click (spec 4.6).
 */
export function AddToWishlistButton({ options, savedIn, others, tooltip, keepAddButton }: ButtonState) {
  const place = options.parent_product_id ?? options.product_id;
  return (
    <div className={buttonClasses(place) + (savedIn ? ' exists' : '')} data-fragment-ref={place} data-fragment-options={JSON.stringify(options)}>
      {(!savedIn || keepAddButton) && <AddLink options={options} others={others} tooltip={tooltip} />}
      {savedIn && (
        <div className="yith-wcwl-wishlistexistsbrowse">
          <span className="feedback">{vi.wishlist.alreadyIn}</span>{' '}
          <a href={wishlistUrls.view(savedIn.token)} rel="nofollow" data-title={vi.wishlist.browseWishlist}>
            {vi.wishlist.browseWishlist}
          </a>
        </div>
      )}
    </div>
  );
}

function AddLink({ options, others, tooltip }: Pick<ButtonState, 'options' | 'others' | 'tooltip'>) {
  const id = options.product_id;
  return (
    <div className="yith-wcwl-add-button">
      <a
        href={wishlistUrls.add(id)}
        rel="nofollow"
        className="add_to_wishlist single_add_to_wishlist"
        data-product-id={id}
        data-product-type={options.product_type}
        data-original-product-id={options.parent_product_id ?? id}
        data-title={vi.wishlist.addToWishlist}
        aria-label={vi.wishlist.addToWishlist}
      >
        <span className="yith-wcwl-icon" aria-hidden="true">♡</span>
        {tooltip ? <span className="yith-wcwl-tooltip">{vi.wishlist.addToWishlist}</span> : <span>{vi.wishlist.addToWishlist}</span>}
      </a>
      {others.length > 0 && (
        <ul className="yith-wcwl-dropdown">
          {others.map((list) => (
            <li key={list.id}>
              <a href={wishlistUrls.add(id, list.id)} rel="nofollow" className="add_to_wishlist" data-product-id={id} data-product-type={options.product_type} data-wishlist-id={list.id}>
                {list.name}
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
