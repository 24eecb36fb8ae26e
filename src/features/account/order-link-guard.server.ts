import type { Next } from 'hono';
import type { ShopContext } from '../../server/shop.server';
import { orderOfLink } from '../orders/index.server';
import { accountUrls } from './account-urls';
import { currentUserId } from './current-user.server';
import { staffRoleOf } from './staff.server';

/** Someone's own answer whose address carries the order key: kept by no cache, sent to no one as a Referer. */
function privately(res: Response): Response {
  res.headers.set('Cache-Control', 'private, no-store');
  res.headers.set('Referrer-Policy', 'no-referrer');
  return res;
}

/**
 * In front of the thank-you page, a customer's order (decision 101): shown to that customer signed in and to a shop
 * manager (the new-order mail links to it); a visitor not signed in goes to the account page, where signing in
 * shows it among their orders; anyone else signed in gets the site's 404. Guests' orders are the orders route's.
 */
export async function guardCustomerOrder(c: ShopContext, next: Next): Promise<Response | void> {
  const order = await orderOfLink(c);
  if (order?.userId == null) return next();
  const userId = await currentUserId(c);
  if (userId === null) return privately(c.redirect(accountUrls.myAccount(), 303));
  if (userId === order.userId || (await staffRoleOf(c.get('deps').database.db, userId)) === 'shop_manager') return next();
  return privately(await c.notFound());
}
