// The marketing-email integration tests' helpers.
import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/index.server';
import { mailActions } from './names';
import type { Shopper } from '../cart/cart-test-support';
import './tables';

export { openTestShop } from '../../../tests/support/shop';

export function reportEmail(shopper: Shopper, fields: Record<string, string>): Promise<Response> {
  return shopper.request(`/wp-admin/admin-ajax.php?action=${mailActions.setUserByEmail}`, { method: 'POST', body: new URLSearchParams({ mc_language: 'vi', subscribed: '0', ...fields }) });
}

export function lookUpCart(shopper: Shopper, hash: string): Promise<Response> {
  return shopper.request(`/wp-admin/admin-ajax.php?action=${mailActions.getUserByHash}&hash=${encodeURIComponent(hash)}`, { method: 'POST' });
}

/** A bare session row, as the session module would make it, for tests that need no cookie. */
export async function insertSession(db: Db, lastSeen = new Date()): Promise<string> {
  const id = randomBytes(32).toString('hex');
  const at = lastSeen.toISOString();
  await db.insertInto('sessions').values({ id, user_id: null, created_at: at, last_seen_at: at, expires_at: new Date(lastSeen.getTime() + 48 * 3_600_000).toISOString(), notice: null }).execute();
  return id;
}

export const marketingRows = (db: Db) => db.selectFrom('marketing_carts').selectAll().orderBy('updated_at').execute();

/** Makes a captured cart look left `hours` ago: its e-mail, its session's last visit and its lines. */
export async function leaveCartIdle(db: Db, cartId: string, hours: number): Promise<void> {
  const at = new Date(Date.now() - hours * 3_600_000).toISOString();
  const row = await db.updateTable('marketing_carts').set({ updated_at: at }).where('cart_id', '=', cartId).returning('session_id').executeTakeFirstOrThrow();
  await db.updateTable('sessions').set({ last_seen_at: at }).where('id', '=', row.session_id).execute();
  await db.updateTable('cart_items').set({ added_at: at }).where('session_id', '=', row.session_id).execute();
}
