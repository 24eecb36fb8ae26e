import { wishlist } from '../../lib/contract-names';

// The wishlist pages' addresses, for links anywhere on the site.
export const wishlistUrls = {
  /** The shopper's own default wishlist. */
  mine: () => '/danh-sach-yeu-thich/',
  /** One wishlist by its share token: the owner's page, or the shared view for anyone else. */
  view: (token: string) => `/danh-sach-yeu-thich/xem/${token}/`,
  manage: () => '/danh-sach-yeu-thich/quan-ly/',
  /** The public wishlists of every shopper (spec 3.11). */
  public: () => '/danh-sach-yeu-thich/cong-khai/',
  /** The add link that works without script; `wishlistId` picks one of the shopper's wishlists. */
  add: (productId: number, wishlistId?: number) => `?${wishlist.addQueryKey}=${productId}${wishlistId ? `&wishlist_id=${wishlistId}` : ''}`,
} as const;
