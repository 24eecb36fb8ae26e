import { renderToString } from 'react-dom/server';
import { parseId } from '../../lib/request-numbers';
import { siteOrigin } from '../../server/request.server';
import type { ShopContext } from '../../server/shop.server';
import { AddToWishlistButton } from './add-button.server';
import { findItems } from '../catalogue/index.server';
import { removeLinkNonce } from './nonces.server';
import type { Owner } from './owner.server';
import { tokenPattern } from './privacy';
import * as q from './queries.server';
import { buttonState, wishlistView } from './views.server';
import { WishlistForm } from './wishlist-form.server';

/** At most this many fragments are drawn per call. */
const maxFragments = 40;
const fieldPattern = /^fragments\[([A-Za-z0-9_.-]{1,200})\]\[([a-z_]{1,40})\]$/;

/** The `fragments` of a call (jQuery's nested form fields): fragment key → its options. */
export function requestedFragments(input: URLSearchParams): Map<string, Map<string, string>> {
  const wanted = new Map<string, Map<string, string>>();
  for (const [name, value] of input) {
    const match = fieldPattern.exec(name);
    if (!match) continue;
    const [, key, option] = match as unknown as [string, string, string];
    if (!wanted.has(key) && wanted.size >= maxFragments) continue;
    const options = wanted.get(key) ?? new Map<string, string>();
    options.set(option, value);
    wanted.set(key, options);
  }
  return wanted;
}

/** Draws each requested fragment anew for this shopper; keys it cannot draw (or may not show) are left out. */
export async function drawFragments(c: ShopContext, owner: Owner | undefined, wanted: Map<string, Map<string, string>>, forceMobile = false): Promise<Record<string, string>> {
  const db = c.get('deps').database.db;
  const s = (await c.get('deps').settings()).wishlist;
  const drawn: Record<string, string> = {};
  let ownerLists: Promise<q.WishlistRow[]> | undefined;
  // A page holds one wishlist form: a table is drawn for the first key asking for one, never again in the call.
  let tableAsked = false;
  for (const [key, options] of wanted) {
    const isMobile = forceMobile || options.get('is_mobile') === 'yes';
    const productId = parseId(options.get('product_id'));
    const token = options.get('wishlist_token') ?? '';
    if (productId !== undefined) {
      const [product] = await findItems(db, [productId]);
      ownerLists ??= owner && s.multiWishlist ? q.ownerWishlists(db, owner) : Promise.resolve([]);
      if (product) drawn[key] = renderToString(<AddToWishlistButton {...await buttonState(db, owner, product, isMobile, s, await ownerLists)} />);
    } else if (!tableAsked && tokenPattern.test(token)) {
      tableAsked = true;
      const view = await wishlistView(db, owner, await q.wishlistByToken(db, token), { isMobile, origin: siteOrigin(c), removeNonce: await removeLinkNonce(c) }, s);
      if (view) drawn[key] = renderToString(<WishlistForm {...view} />);
    }
  }
  return drawn;
}
