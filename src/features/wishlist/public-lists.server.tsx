import * as vi from '../../lib/messages/index';
import { renderPage } from '../../server/render.server';
import type { ShopContext } from '../../server/shop.server';
import * as q from './queries.server';
import { wishlistUrls } from './wishlist-urls';

/** How many public wishlists the page lists, newest first. */
const listed = 50;

/** `/danh-sach-yeu-thich/cong-khai/` (spec 3.11): public wishlists with something in them; shared and private are never listed. */
export async function publicWishlistsRoute(c: ShopContext): Promise<Response> {
  const db = c.get('deps').database.db;
  const lists = await q.publicWishlists(db, listed);
  const counts = await q.itemCounts(db, lists.map((l) => l.id));
  const meta = { title: `${vi.wishlist.publicTitle} – ${vi.common.siteName}`, canonicalPath: wishlistUrls.public(), noindex: true, bodyClass: 'woocommerce-wishlist woocommerce-page' };
  const res = await renderPage(c, meta, <PublicWishlists lists={lists} counts={counts} />);
  // A shopper's privacy select changes this list at once; a shared cache would keep a list made private.
  res.headers.set('Cache-Control', 'private, no-store');
  return res;
}

function PublicWishlists({ lists, counts }: { lists: q.WishlistRow[]; counts: Map<number, number> }) {
  return (
    <div className="woocommerce wishlist-page container">
      <h1 className="page-title">{vi.wishlist.publicTitle}</h1>
      {lists.length ? (
        <ul className="wishlist-public-lists">
          {lists.map((list) => (
            <li key={list.id} data-wishlist-token={list.token}>
              <a href={wishlistUrls.view(list.token)}>{list.name}</a> <span className="item-count">{vi.wishlist.items(counts.get(list.id) ?? 0)}</span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="wishlist-empty">{vi.wishlist.noPublicLists}</p>
      )}
    </div>
  );
}
