import type { ExpressionBuilder } from 'kysely';
import type { Schema } from '../../db/schema';
import { ensureSession, readSession } from '../../server/session.server';
import type { ShopContext } from '../../server/shop.server';
import './tables';

/** Whose wishlists: the account once the shopper logged in, else the session (spec 3.11). */
export type Owner = { userId: number } | { sessionId: string };

export const ownerOf = (session: { id: string; user_id: number | null }): Owner =>
  session.user_id !== null ? { userId: session.user_id } : { sessionId: session.id };

/** The request's owner, or undefined for a visitor without a session (who owns nothing). */
export async function currentOwner(c: ShopContext): Promise<Owner | undefined> {
  const session = await readSession(c);
  return session ? ownerOf(session) : undefined;
}

/** The request's owner, making the session when a first wishlist must be kept. */
export async function ensureOwner(c: ShopContext): Promise<Owner> {
  return ownerOf(await ensureSession(c));
}

/** A where-clause that keeps only the owner's wishlists. */
export function ownedBy(owner: Owner) {
  return (eb: ExpressionBuilder<Schema, 'wishlists'>) =>
    'userId' in owner ? eb('wishlists.user_id', '=', owner.userId) : eb.and([eb('wishlists.session_id', '=', owner.sessionId), eb('wishlists.user_id', 'is', null)]);
}

/** The columns a new wishlist of this owner is written with. */
export const ownerColumns = (owner: Owner) =>
  'userId' in owner ? { user_id: owner.userId, session_id: null } : { user_id: null, session_id: owner.sessionId };
