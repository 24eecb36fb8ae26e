import type { Next } from 'hono';
import type { ShopContext } from '../../server/shop.server';
import { orderOfLink } from '../orders/index.server';
import { accountUrls } from './account-urls';
import { currentUserId } from './current-user.server';

/**
 * A customer's order opened from its thank-you link (their mail, another device, a shared computer's history) by a
 * visitor not signed in: to the account page, where signing in shows it among their orders (decision 101).
 */
export async function logInForCustomerOrder(c: ShopContext, next: Next): Promise<Response | void> {
  if ((await currentUserId(c)) !== null) return next();
  const order = await orderOfLink(c);
  if (order?.userId == null) return next();
  const toLogIn = c.redirect(accountUrls.myAccount(), 303);
  toLogIn.headers.set('Cache-Control', 'private, no-store');
  toLogIn.headers.set('Referrer-Policy', 'no-referrer');
  return toLogIn;
}
