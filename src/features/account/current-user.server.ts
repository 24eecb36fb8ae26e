import { readSession } from '../../server/session.server';
import type { ShopContext } from '../../server/shop.server';
import './tables';

/** The logged-in customer's id, from the request's session; null for a visitor who has not logged in. */
export async function currentUserId(c: ShopContext): Promise<number | null> {
  return (await readSession(c))?.user_id ?? null;
}
