import { wishlist } from '../../lib/contract-names';
import * as vi from '../../lib/messages/index';
import { parseId } from '../../lib/request-numbers';
import { refuse, userWishlists, wishlistCall } from './call.server';
import { destinationFrom, nameRefusal } from './call-input.server';
import { drawFragments, requestedFragments } from './fragments.server';
import { addToWishlist, savableProduct } from './items.server';
import { ensureOwner } from './owner.server';
import { sendFreshNonces } from './nonces.server';
import { wishlistUrls } from './wishlist-urls';

/**
 * `add_to_wishlist` (spec 7.6, contract.md): `{prod_id, result, message, fragments, user_wishlists, wishlist_url}`.
 * An unknown product or someone else's wishlist is an 'error' answer with a 4xx, and nothing is written.
 */
export const addToWishlistCall = wishlistCall(wishlist.actions.add, async (input, c, visitor) => {
  const db = c.get('deps').database.db;
  const productId = parseId(input.get('add_to_wishlist'));
  const destination = destinationFrom(input, 'wishlist_id', (await c.get('deps').settings()).wishlist.multiWishlist);
  const product = productId === undefined ? undefined : await savableProduct(db, productId);
  if (!product) return c.json({ prod_id: productId ?? null, result: 'error', message: vi.wishlist.notFound }, 400);
  if (!destination) return c.json({ prod_id: product.id, result: 'error', message: nameRefusal(input.get('wishlist_name')) ?? vi.wishlist.nameRequired }, 400);
  if (destination.kind === 'id' && !visitor) return refuse(c);

  const owner = visitor ?? (await ensureOwner(c));
  const outcome = await addToWishlist(db, owner, product, destination);
  if (outcome.result === 'error') {
    const full = outcome.reason === 'limit';
    return c.json({ prod_id: product.id, result: 'error', message: full ? outcome.message : vi.wishlist.noSuchWishlist }, full ? 400 : 403);
  }
  if (!visitor) await sendFreshNonces(c);
  const message = outcome.result === 'exists' ? vi.wishlist.exists : outcome.list.is_default ? vi.wishlist.added : vi.wishlist.addedTo(outcome.list.name);
  return c.json({
    prod_id: product.id,
    result: outcome.result,
    message,
    fragments: await drawFragments(c, owner, requestedFragments(input)),
    user_wishlists: await userWishlists(c, owner, product.id),
    wishlist_url: wishlistUrls.view(outcome.list.token),
  });
});
