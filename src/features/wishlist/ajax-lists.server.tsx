import { renderToString } from 'react-dom/server';
import { wishlist } from '../../lib/contract-names';
import { parseId } from '../../lib/request-numbers';
import { siteOrigin } from '../../server/request.server';
import type { ActionHandler } from '../../server/shop.server';
import { refuse, wishlistCall } from './call.server';
import { tokenFrom, wishlistName } from './call-input.server';
import { drawFragments, requestedFragments } from './fragments.server';
import { addToWishlist } from './items.server';
import { removeLinkNonce } from './nonces.server';
import { currentOwner } from './owner.server';
import { parsePrivacy } from './privacy';
import * as q from './queries.server';
import { wishlistView } from './views.server';
import { WishlistForm } from './wishlist-form.server';

const { actions } = wishlist;

/** `save_title`: the owner renames a wishlist; an empty title answers `result: false` (spec 5.7). */
export const saveTitleCall = wishlistCall(actions.saveTitle, async (input, c, owner) => {
  const db = c.get('deps').database.db;
  const id = parseId(input.get('wishlist_id'));
  const list = owner && id !== undefined ? await q.ownerWishlistById(db, owner, id) : undefined;
  if (!list) return refuse(c);
  const name = wishlistName(input.get('title'));
  if (name === undefined) return c.json({ result: false, fragments: {} });
  await q.updateWishlist(db, list.id, { name });
  return c.json({ result: true, fragments: await drawFragments(c, owner, requestedFragments(input)) });
});

/** `save_privacy`: the owner sets public (0), shared (1) or private (2). */
export const savePrivacyCall = wishlistCall(actions.savePrivacy, async (input, c, owner) => {
  const db = c.get('deps').database.db;
  const id = parseId(input.get('wishlist_id'));
  const privacy = parsePrivacy(input.get('privacy'));
  if (id === undefined || privacy === undefined) return refuse(c, 400);
  const list = owner ? await q.ownerWishlistById(db, owner, id) : undefined;
  if (!list) return refuse(c);
  await q.updateWishlist(db, list.id, { privacy });
  return c.json({ fragments: await drawFragments(c, owner, requestedFragments(input)) });
});

/** `reload_wishlist_and_adding_elem`: adds the product to the owner's wishlist, then answers the wishlist form's HTML. */
export const reloadAndAddCall = wishlistCall(actions.reloadAndAdd, async (input, c, owner) => {
  const db = c.get('deps').database.db;
  const token = tokenFrom(input.get('wishlist_token'));
  const productId = parseId(input.get('add_to_wishlist'));
  if (!token || productId === undefined) return refuse(c, 400);
  if (!owner) return refuse(c);
  const added = await addToWishlist(db, owner, productId, { kind: 'token', token });
  if (added.result === 'error' && added.reason === 'limit') return c.json({ result: false, message: added.message }, 400);
  if (added.result === 'error') return refuse(c, added.reason === 'product' ? 400 : 403);
  const s = (await c.get('deps').settings()).wishlist;
  const view = await wishlistView(db, owner, added.list, { isMobile: false, origin: siteOrigin(c), removeNonce: await removeLinkNonce(c) }, s);
  return c.html(view ? renderToString(<WishlistForm {...view} />) : '');
});

/** `load_fragments`: each requested fragment drawn for this shopper (spec 7.6). */
export const loadFragmentsCall = wishlistCall(actions.loadFragments, async (input, c, owner) =>
  c.json({ fragments: await drawFragments(c, owner, requestedFragments(input)) }),
);

/** `load_mobile`: the same, drawn in the mobile variant. */
export const loadMobileCall = wishlistCall(actions.loadMobile, async (input, c, owner) =>
  c.json({ fragments: await drawFragments(c, owner, requestedFragments(input), true) }),
);

/** `flatsome_update_wishlist_count` (spec 7.4): the number of items in the shopper's wishlists. */
export const wishlistCountCall: ActionHandler = async (_input, c) => {
  const owner = await currentOwner(c);
  c.header('Cache-Control', 'no-store');
  return c.json(owner ? await q.countOwnerItems(c.get('deps').database.db, owner) : 0);
};
