import type { Db } from '../../db/index.server';
import { priceOf } from '../catalogue/index';
import { findItems } from '../catalogue/index.server';
import { checkRoomForItem, limitMessage } from './limits.server';
import { resolveDestination, type Destination } from './lists.server';
import { withOwnerLocked } from './owner-lock.server';
import type { Owner } from './owner.server';
import * as q from './queries.server';

/** A product or variation that can be saved: published, and a variation's product published too. */
export async function savableProduct(db: Db, productId: number) {
  const [item] = await findItems(db, [productId]);
  if (!item || item.status !== 'publish') return undefined;
  if (item.type === 'variation') {
    const [parent] = await findItems(db, [item.parent_id ?? 0]);
    if (!parent || parent.status !== 'publish') return undefined;
  }
  return { id: item.id, type: item.type, name: item.name, price: priceOf(item) };
}

export type AddOutcome = { result: 'true' | 'exists'; list: q.WishlistRow } | { result: 'error'; reason: 'product' | 'wishlist' } | { result: 'error'; reason: 'limit'; message: string };

type SavableProduct = NonNullable<Awaited<ReturnType<typeof savableProduct>>>;

/** Saves a product (by id, or as `savableProduct` found it) to the destination with today's price; one already there is left; none past a limit. */
export async function addToWishlist(db: Db, owner: Owner, productOrId: number | SavableProduct, to: Destination): Promise<AddOutcome> {
  const product = typeof productOrId === 'number' ? await savableProduct(db, productOrId) : productOrId;
  if (!product) return { result: 'error', reason: 'product' };
  const added = withOwnerLocked(db, owner, async (trx): Promise<AddOutcome> => {
    const list = await resolveDestination(trx, owner, to);
    if (!list) return { result: 'error', reason: 'wishlist' };
    // One read answers 'already there?', the next position and the room left (add_to_wishlist is the bench's call, issue 12).
    const place = await q.placeForProduct(trx, list.id, product.id);
    if (place.saved) return { result: 'exists', list };
    checkRoomForItem(place.held);
    await q.insertItem(trx, list.id, { productId: product.id, quantity: 1, price: product.price, position: place.next });
    return { result: 'true', list };
  });
  return added.catch((error: unknown) => ({ result: 'error', reason: 'limit', message: limitMessage(error) }));
}

/** Removes one of the owner's items; false when the row is not the owner's (nothing written). */
export async function removeItem(db: Db, owner: Owner, itemId: number, token?: string): Promise<boolean> {
  const item = await q.ownerItem(db, owner, itemId);
  if (!item || (token !== undefined && item.token !== token)) return false;
  await q.deleteItems(db, [item.id]);
  return true;
}

/** Removes a product (and its variations) from all the owner's wishlists. */
export async function removeFromAll(db: Db, owner: Owner, productId: number): Promise<number> {
  const items = await q.ownerItemsOfProduct(db, owner, productId);
  await q.deleteItems(db, items.map((i) => i.id));
  return items.length;
}

/** Moves an item out of the wishlist `sourceToken` names into the destination; both must be the owner's. A full destination throws. */
export async function moveItem(db: Db, owner: Owner, itemId: number, sourceToken: string, to: Destination): Promise<q.WishlistRow | undefined> {
  return withOwnerLocked(db, owner, async (trx) => {
    const item = await q.ownerItem(trx, owner, itemId);
    if (!item || item.token !== sourceToken) return undefined;
    const list = await resolveDestination(trx, owner, to);
    if (!list) return undefined;
    if (list.id === item.wishlist_id) return list;
    const place = await q.placeForProduct(trx, list.id, item.product_id);
    if (!place.saved) {
      checkRoomForItem(place.held);
      await q.insertItem(trx, list.id, { productId: item.product_id, quantity: item.quantity, price: item.price_when_added, position: place.next });
    }
    await q.deleteItems(trx, [item.id]);
    return list;
  });
}

/** New positions for the given rows of the owner's wishlist, starting at `offset` (the page's first row). */
export async function sortItems(db: Db, owner: Owner, token: string, itemIds: number[], offset: number): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const list = await resolveDestination(trx, owner, { kind: 'token', token });
    if (!list) return false;
    const own = new Set((await q.wishlistItems(trx, list.id)).map((i) => i.id));
    if (!itemIds.every((id) => own.has(id)) || new Set(itemIds).size !== itemIds.length) return false;
    for (const [i, id] of itemIds.entries()) await q.setItemPosition(trx, id, offset + i);
    return true;
  });
}

export async function setQuantity(db: Db, owner: Owner, token: string, itemId: number, quantity: number): Promise<boolean> {
  const item = await q.ownerItem(db, owner, itemId);
  if (!item || item.token !== token) return false;
  await q.setItemQuantity(db, item.id, quantity);
  return true;
}
