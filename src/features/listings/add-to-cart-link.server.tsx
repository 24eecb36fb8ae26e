import * as vi from '../../lib/messages/index';
import { urls } from '../../lib/urls';
import type { ProductCardData } from '../catalogue/index';

/**
 * The loop add-to-cart element (contract.md): an in-stock simple product gets the ajax button whose href adds
 * to the cart without JS; a variable product links to its page (`productUrl`, the card's) to choose options; out of stock reads more.
 */
export function AddToCartLink({ card, productUrl }: { card: ProductCardData; productUrl: string }) {
  if (!card.inStock) {
    return (
      <a href={productUrl} className={`button product_type_${card.type}`} data-product_id={card.id} aria-label={vi.catalog.readMoreLabel(card.name)} rel="nofollow">
        {vi.catalog.readMore}
      </a>
    );
  }
  if (card.type === 'variable') {
    return (
      <a
        href={productUrl}
        className="button product_type_variable add_to_cart_button"
        data-quantity={1}
        data-product_id={card.id}
        data-product_sku={card.sku ?? ''}
        aria-label={vi.catalog.selectOptionsLabel(card.name)}
        rel="nofollow"
      >
        {vi.catalog.selectOptions}
      </a>
    );
  }
  return (
    <a
      href={urls.addToCart(card.id)}
      className="button product_type_simple add_to_cart_button ajax_add_to_cart"
      data-quantity={1}
      data-product_id={card.id}
      data-product_sku={card.sku ?? ''}
      aria-label={vi.catalog.addToCartLabel(card.name)}
      data-success_message={vi.catalog.addedToCart(card.name)}
      rel="nofollow"
    >
      {vi.catalog.addToCart}
    </a>
  );
}
