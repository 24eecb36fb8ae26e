import { AddToWishlistButton } from './add-button.server';

/**
 * The add button as cached pages show it to everyone (not saved, no dropdown); the script draws the shopper's own
 * state over it through `load_fragments` when they have a wishlist.
 */
export function WishlistButton({ productId, productType }: { productId: number; productType: string }) {
  return <AddToWishlistButton options={{ product_id: productId, product_type: productType, is_mobile: 'no' }} others={[]} tooltip />;
}
