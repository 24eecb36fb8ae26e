import * as vi from '../../lib/messages/index';

/** Decision 080: the most wishlists one owner keeps and the most items one wishlist holds. */
export const wishlistLimits = { listsPerOwner: 20, itemsPerList: 200 } as const;

/** Thrown inside a wishlist write that would pass a limit, so its transaction is rolled back whole; the message says which. */
export class WishlistLimitReached extends Error {}

export function checkRoomForWishlist(listsKept: number): void {
  if (listsKept >= wishlistLimits.listsPerOwner) throw new WishlistLimitReached(vi.wishlist.tooManyLists(wishlistLimits.listsPerOwner));
}

export function checkRoomForItem(itemsHeld: number): void {
  if (itemsHeld >= wishlistLimits.itemsPerList) throw new WishlistLimitReached(vi.wishlist.wishlistFull(wishlistLimits.itemsPerList));
}

/** The shopper's word for a limit reached; any other error is thrown on. */
export function limitMessage(error: unknown): string {
  if (error instanceof WishlistLimitReached) return error.message;
  throw error;
}
