import * as vi from '../../lib/messages/index';
import { renderPage } from '../../server/render.server';
import { requestInput, siteOrigin } from '../../server/request.server';
import { urls } from '../../lib/urls';
import type { ShopContext } from '../../server/shop.server';
import { tokenFrom } from './call-input.server';
import { defaultWishlistIfAny } from './lists.server';
import { createFormNonce, removeLinkNonce } from './nonces.server';
import { currentOwner } from './owner.server';
import { ManageWishlistsPage, WishlistPage } from './page.server';
import { tokenPattern } from './privacy';
import * as q from './queries.server';
import { addRowsToCart } from './to-cart.server';
import { moveOnePlace, parseMoveRow } from './move-one-place.server';
import { wishlistView } from './views.server';
import { wishlistUrls } from './wishlist-urls';

const meta = (canonicalPath: string) => ({ title: `${vi.wishlist.wishlistPageTitle} – ${vi.common.siteName}`, canonicalPath, noindex: true, bodyClass: 'woocommerce-wishlist woocommerce-page' });

async function showWishlist(c: ShopContext, list: q.WishlistRow | undefined, path: string): Promise<Response> {
  const db = c.get('deps').database.db;
  const s = (await c.get('deps').settings()).wishlist;
  const owner = await currentOwner(c);
  const view = await wishlistView(db, owner, list, { isMobile: false, origin: siteOrigin(c), removeNonce: await removeLinkNonce(c) }, s);
  if (list && !view) return c.notFound();
  const res = await renderPage(c, meta(path), <WishlistPage view={view} multi={s.multiWishlist} />);
  // Shared lists change under their owner's hand; never keep them in a shared cache.
  res.headers.set('Cache-Control', 'private, no-store');
  return res;
}

/** `/danh-sach-yeu-thich/`: the shopper's default wishlist, or the empty word when there is none yet. */
export async function myWishlistRoute(c: ShopContext): Promise<Response> {
  const owner = await currentOwner(c);
  const list = owner ? await defaultWishlistIfAny(c.get('deps').database.db, owner) : undefined;
  return showWishlist(c, list, wishlistUrls.mine());
}

/** `/danh-sach-yeu-thich/xem/<token>/`: a wishlist by its token; a private one is found only by its owner (spec 3.11). */
export async function wishlistByTokenRoute(c: ShopContext): Promise<Response> {
  const token = c.req.param('token') ?? '';
  if (!tokenPattern.test(token)) return c.notFound();
  const list = await q.wishlistByToken(c.get('deps').database.db, token);
  if (!list) return c.notFound();
  return showWishlist(c, list, wishlistUrls.view(token));
}

/** `/danh-sach-yeu-thich/quan-ly/`: the shopper's wishlists with their visibility. */
export async function manageWishlistsRoute(c: ShopContext): Promise<Response> {
  const db = c.get('deps').database.db;
  const owner = await currentOwner(c);
  const lists = owner ? await q.ownerWishlists(db, owner) : [];
  const counts = await q.itemCounts(db, lists.map((l) => l.id));
  const res = await renderPage(c, meta(wishlistUrls.manage()), <ManageWishlistsPage lists={lists} counts={counts} multi={(await c.get('deps').settings()).wishlist.multiWishlist} createNonce={await createFormNonce(c)} />);
  res.headers.set('Cache-Control', 'private, no-store');
  return res;
}

/** The wishlist form posted without script: a row's ↑/↓ moves it, else the checked rows (`add_to_cart[]`) of the wishlist the address names go to the cart. */
export async function wishlistFormPostRoute(c: ShopContext): Promise<Response> {
  const input = await requestInput(c);
  const move = input.has('move_row') ? parseMoveRow(input.get('move_row')) : undefined;
  if (input.has('move_row')) {
    const owner = await currentOwner(c);
    const token = c.req.param('token') ?? '';
    if (!move || !owner || !tokenPattern.test(token) || !(await moveOnePlace(c.get('deps').database.db, owner, token, move))) return c.text(vi.wishlist.noSuchWishlist, 403);
    return c.redirect(new URL(c.req.url).pathname, 303);
  }
  const added = await addRowsToCart(c, input.getAll('add_to_cart[]'), tokenFrom(c.req.param('token') ?? null));
  const toCart = added > 0 && (await c.get('deps').settings()).wishlist.redirectToCart;
  return c.redirect(toCart ? urls.cart() : new URL(c.req.url).pathname, 303);
}
