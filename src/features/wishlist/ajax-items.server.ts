import { wishlist } from '../../lib/contract-names';
import * as vi from '../../lib/messages/index';
import { parseId, parseWholeNumber } from '../../lib/request-numbers';
import { refuse, userWishlists, wishlistCall } from './call.server';
import { destinationFrom, tokenFrom } from './call-input.server';
import { drawFragments, requestedFragments } from './fragments.server';
import { limitMessage } from './limits.server';
import { moveItem, removeFromAll, removeItem, setQuantity, sortItems } from './items.server';
import { maxItemQuantity } from './privacy';

const { actions } = wishlist;

/** `remove_from_wishlist`: the owner's row (in the wishlist `wishlist_token` names, when given) goes; answers the fragments. */
export const removeFromWishlistCall = wishlistCall(actions.remove, async (input, c, owner) => {
  const itemId = parseId(input.get('remove_from_wishlist'));
  const rawToken = input.get('wishlist_token');
  const token = rawToken ? tokenFrom(rawToken) : undefined;
  if (itemId === undefined || (rawToken && !token)) return refuse(c, 400);
  if (!owner || !(await removeItem(c.get('deps').database.db, owner, itemId, token))) return refuse(c);
  return c.json({ fragments: await drawFragments(c, owner, requestedFragments(input)) });
});

/** `remove_from_all_wishlists`: the product (and its variations) leaves every wishlist of the shopper's. */
export const removeFromAllCall = wishlistCall(actions.removeFromAll, async (input, c, owner) => {
  const productId = parseId(input.get('prod_id'));
  if (productId === undefined) return refuse(c, 400);
  if (owner) await removeFromAll(c.get('deps').database.db, owner, productId);
  return c.json({ fragments: await drawFragments(c, owner, requestedFragments(input)) });
});

/** `delete_item`: one of the owner's rows by its id; answers a message and the fragments. */
export const deleteItemCall = wishlistCall(actions.deleteItem, async (input, c, owner) => {
  const itemId = parseId(input.get('item_id'));
  if (itemId === undefined) return refuse(c, 400);
  if (!owner || !(await removeItem(c.get('deps').database.db, owner, itemId))) return refuse(c);
  return c.json({ message: vi.wishlist.removed, fragments: await drawFragments(c, owner, requestedFragments(input)) });
});

const maxSorted = 500;

/** `sort_wishlist_items`: `positions` (the page's row ids in order) of the owner's wishlist, from the page's first row. */
export const sortItemsCall = wishlistCall(actions.sort, async (input, c, owner) => {
  const raw = [...input.getAll('positions[]'), ...input.getAll('positions')];
  const ids = raw.map(parseId);
  const token = tokenFrom(input.get('wishlist_token'));
  const page = parseWholeNumber(input.get('page') || '1', { min: 1, max: 10_000 });
  const perPage = parseWholeNumber(input.get('per_page') || '0', { min: 0, max: maxSorted });
  if (!token || !raw.length || raw.length > maxSorted || ids.some((id) => id === undefined) || page === undefined || perPage === undefined) return refuse(c, 400);
  const offset = (page - 1) * perPage;
  if (!owner || !(await sortItems(c.get('deps').database.db, owner, token, ids as number[], offset))) return refuse(c);
  return c.json({ result: true });
});

/** `update_item_quantity`: `product_id` is the row id (spec 7.6); 1 to maxItemQuantity. */
export const updateQuantityCall = wishlistCall(actions.updateQuantity, async (input, c, owner) => {
  const itemId = parseId(input.get('product_id'));
  const token = tokenFrom(input.get('wishlist_token'));
  const quantity = parseWholeNumber(input.get('quantity'), { min: 1, max: maxItemQuantity });
  if (itemId === undefined || !token || quantity === undefined) return refuse(c, 400);
  if (!owner || !(await setQuantity(c.get('deps').database.db, owner, token, itemId, quantity))) return refuse(c);
  return c.json({ result: true });
});

/** `move_to_another_wishlist`: sent only with source token, destination and item id (spec 5.7); 'new' makes the destination; none past a limit (400). */
export const moveCall = wishlistCall(actions.move, async (input, c, owner) => {
  const itemId = parseId(input.get('item_id'));
  const source = tokenFrom(input.get('wishlist_token'));
  const destination = destinationFrom(input, 'destination_wishlist_token', (await c.get('deps').settings()).wishlist.multiWishlist);
  if (itemId === undefined || !source || !destination || destination.kind === 'default') return refuse(c, 400);
  let list;
  try {
    list = owner && (await moveItem(c.get('deps').database.db, owner, itemId, source, destination));
  } catch (error) {
    return c.json({ result: false, message: limitMessage(error) }, 400);
  }
  if (!owner || !list) return refuse(c);
  return c.json({
    result: true,
    message: vi.wishlist.moved(list.name),
    user_wishlists: await userWishlists(c, owner, 0),
    fragments: await drawFragments(c, owner, requestedFragments(input)),
  });
});
