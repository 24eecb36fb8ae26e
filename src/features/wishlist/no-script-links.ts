import { wishlist } from '../../lib/contract-names';

/** Query keys of the wishlist links that work without script (the add link is the contract's). */
export const noScript = {
  add: wishlist.addQueryKey,
  remove: 'remove_from_wishlist',
  /** A row's add to cart from the wishlist page: the row id, so the row can leave the wishlist after. */
  addToCart: 'add_to_cart_from_wishlist',
} as const;
