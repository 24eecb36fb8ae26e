// What the browser entry starts on every page.
export { startWishlistBehaviours } from './wishlist-start.client';
