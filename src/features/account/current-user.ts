import { readSession } from '../../server/session';
import type { ShopContext } from '../../server/shop';
import './tables';

/** The logged-in customer's id, from the request's session; null for a visitor who has not logged in. */
export async function currentUserId(c: ShopContext): Promise<number | null> {
  return (await readSession(c))?.user_id ?? null;
}
