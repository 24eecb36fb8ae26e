import * as vi from '../../lib/messages/index';
import type { ShopContext } from '../../server/shop.server';
import { currentOwner } from './owner.server';
import * as q from './queries.server';
import { wishlistUrls } from './wishlist-urls';

/** The number of items in the shopper's wishlists; 0 for a visitor without a session (no query). */
export async function headerWishlistCount(c: ShopContext): Promise<number> {
  const owner = await currentOwner(c);
  return owner ? q.countOwnerItems(c.get('deps').database.db, owner) : 0;
}

/** The header's wishlist link with its count label, hidden at 0 (spec 4.6); the script refreshes it after each change. */
export function HeaderWishlist({ count }: { count: number }) {
  return (
    <li className="header-wishlist-icon">
      <a href={wishlistUrls.mine()} className="wishlist-link" title={vi.wishlist.wishlistPageTitle}>
        <span className="header-wishlist-title">{vi.wishlist.headerLabel}</span>
        <span className="wishlist-icon" aria-hidden="true">♡</span>
        <span className="wishlist-count-label" data-icon-label={count} hidden={count === 0}>
          {count}
        </span>
      </a>
    </li>
  );
}
