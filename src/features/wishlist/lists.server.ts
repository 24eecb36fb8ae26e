import { timingSafeEqual } from 'node:crypto';
import type { Db } from '../../db/index.server';
import * as vi from '../../lib/messages/index';
import { checkRoomForWishlist } from './limits.server';
import type { Owner } from './owner.server';
import type { Privacy } from './privacy';
import * as q from './queries.server';

/** Where an add or a move goes: the default wishlist, one of the owner's by id or token, or a new one. */
export type Destination = { kind: 'default' } | { kind: 'id'; id: number } | { kind: 'token'; token: string } | { kind: 'new'; name: string; privacy: Privacy };

/** The owner's default wishlist, made on first need (spec 3.11). */
export async function defaultWishlist(db: Db, owner: Owner): Promise<q.WishlistRow> {
  const lists = await q.ownerWishlists(db, owner);
  return lists.find((l) => l.is_default === 1) ?? (await q.insertWishlist(db, owner, { name: vi.wishlist.defaultName, privacy: 0, isDefault: true }));
}

/** The owner's default wishlist when there is one; nothing is made. */
export async function defaultWishlistIfAny(db: Db, owner: Owner): Promise<q.WishlistRow | undefined> {
  return (await q.ownerWishlists(db, owner)).find((l) => l.is_default === 1);
}

/** The destination as a wishlist of the owner's; undefined when the id or token is someone else's or unknown. A new one past the limit throws. */
export async function resolveDestination(db: Db, owner: Owner, to: Destination): Promise<q.WishlistRow | undefined> {
  switch (to.kind) {
    case 'default':
      return defaultWishlist(db, owner);
    case 'id':
      return q.ownerWishlistById(db, owner, to.id);
    case 'token': {
      const list = await q.wishlistByToken(db, to.token);
      return list && isOwnedBy(list, owner) ? list : undefined;
    }
    case 'new': {
      const lists = await q.ownerWishlists(db, owner);
      checkRoomForWishlist(lists.length);
      return q.insertWishlist(db, owner, { name: to.name, privacy: to.privacy, isDefault: !lists.some((l) => l.is_default === 1) });
    }
  }
}

export function isOwnedBy(list: Pick<q.WishlistRow, 'user_id' | 'session_id'>, owner: Owner | undefined): boolean {
  if (!owner) return false;
  return 'userId' in owner ? list.user_id === owner.userId : list.user_id === null && list.session_id === owner.sessionId;
}

/** Who may see a wishlist: its owner always, anyone by its token unless it is private (spec 3.11). */
export function canView(list: Pick<q.WishlistRow, 'user_id' | 'session_id' | 'privacy'>, owner: Owner | undefined): boolean {
  return isOwnedBy(list, owner) || list.privacy !== 2;
}

/** Whether a request's token is the wishlist's, compared in constant time so a guess learns nothing from the answer's timing. */
export function sameToken(list: Pick<q.WishlistRow, 'token'>, token: string | undefined): boolean {
  return token !== undefined && token.length === list.token.length && timingSafeEqual(Buffer.from(token), Buffer.from(list.token));
}
