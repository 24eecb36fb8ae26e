import type { Feature } from '../../server/shop.server';

export { claimWishlistsAtLogin } from './lists.server';

/** Wishlists (spec 2.10, 3.11, 4.6, 7.6): the plugin's calls, the wishlist pages and the add link without script. */
export const wishlistFeature: Feature = {
  name: 'wishlist',
  register() {},
};
