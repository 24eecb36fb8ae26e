import type { MiddlewareHandler } from 'hono';
import * as vi from '../../lib/messages/index';
import { parseId } from '../../lib/request-numbers';
import { urls } from '../../lib/urls';
import { verifyNonce } from '../../server/nonce.server';
import { addNotice } from '../../server/notices.server';
import type { AppEnv, ShopContext } from '../../server/shop.server';
import { cms, wishlist } from '../../lib/contract-names';
import { destinationFrom, tokenFrom } from './call-input.server';
import { addToWishlist, removeItem, savableProduct } from './items.server';
import { addRowsToCart } from './to-cart.server';
import { noScript } from './no-script-links';
import { currentOwner, ensureOwner } from './owner.server';
import { requestUrl } from '../../server/request-url.server';
import { wishlistUrls } from './wishlist-urls';

const handledKeys = [noScript.add, noScript.remove, noScript.addToCart, 'wishlist_id', 'wishlist_token', '_wpnonce'];

/** The page's own address without the link's fields, so a reload does not do it again; always on this site. */
function pageWithout(c: ShopContext): string {
  const url = new URL(c.req.url);
  for (const key of handledKeys) url.searchParams.delete(key);
  return '/' + url.pathname.replace(/^\/+/, '') + url.search;
}

async function addByLink(c: ShopContext, rawId: string, input: URLSearchParams): Promise<void> {
  const db = c.get('deps').database.db;
  const productId = parseId(rawId);
  const product = productId === undefined ? undefined : await savableProduct(db, productId);
  const destination = destinationFrom(input, 'wishlist_id', false);
  if (!product || !destination) return addNotice(c, { kind: 'error', text: vi.wishlist.notFound });
  const outcome = await addToWishlist(db, await ensureOwner(c), product, destination);
  if (outcome.result === 'error') return addNotice(c, { kind: 'error', text: outcome.reason === 'limit' ? outcome.message : vi.wishlist.noSuchWishlist });
  const text = outcome.result === 'exists' ? vi.wishlist.exists : vi.wishlist.added;
  await addNotice(c, { kind: 'success', text, link: { href: wishlistUrls.view(outcome.list.token), label: vi.wishlist.browseWishlist } });
}

async function removeByLink(c: ShopContext, rawId: string, nonce: string | null): Promise<void> {
  const owner = await currentOwner(c);
  const itemId = parseId(rawId);
  if (!(await verifyNonce(c, wishlist.actions.remove, nonce))) return addNotice(c, { kind: 'error', text: vi.wishlist.sessionExpired });
  if (owner && itemId !== undefined && (await removeItem(c.get('deps').database.db, owner, itemId))) await addNotice(c, { kind: 'success', text: vi.wishlist.removed });
}

/**
 * The wishlist's links without scripting (spec 2.10, issue 12): `?add_to_wishlist=<id>` on any page, a row's remove
 * link and add-to-cart link (with its wishlist's token) on the wishlist page. Each keeps its outcome as a notice and returns (303) to the page.
 */
export const wishlistLinksWithoutScript: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (c.req.method !== 'GET' || !c.req.url.includes('?') || c.req.path === cms.ajaxPath || c.req.path.startsWith(cms.restPrefix + '/')) return next();
  const input = requestUrl(c).searchParams;
  const add = input.get(noScript.add);
  const remove = input.get(noScript.remove);
  const toCart = input.get(noScript.addToCart);
  if (add === null && remove === null && toCart === null) return next();
  if (add !== null) await addByLink(c, add, input);
  else if (remove !== null) await removeByLink(c, remove, input.get('_wpnonce'));
  else if (toCart !== null) {
    const added = await addRowsToCart(c, [toCart], tokenFrom(input.get('wishlist_token')));
    if (added && (await c.get('deps').settings()).wishlist.redirectToCart) return c.redirect(urls.cart(), 303);
  }
  return c.redirect(pageWithout(c), 303);
};
