import { urls } from '../../lib/urls';
import type { Feature } from '../../server/shop.server';
import { getUserByHash, setUserByEmail } from './ajax.server';
import { localMarketingService } from './local-marketing-service.server';
import { mailActions } from './names';
import { restoreRemindedCart } from './routes.server';

export { remindAbandonedCarts, startAbandonedCartReminders } from './abandoned-carts.server';
export { localMarketingService } from './local-marketing-service.server';
export type { MarketingService } from './marketing-service';

/**
 * E-mail capture for abandoned carts (spec 3.10, 5.8, 7.5): the two calls of the marketing plugin, and the
 * reminder link that brings the cart back. Registered before the cart, so the link's cart is in place first.
 */
export const marketingEmailFeature: Feature = {
  name: 'marketing-email',
  register(routes, deps) {
    const marketing = localMarketingService(deps.database.db);
    routes.adminAjax.on(mailActions.setUserByEmail, setUserByEmail(marketing));
    routes.adminAjax.read(mailActions.getUserByHash, getUserByHash(marketing));
    routes.pages.use(urls.cart(), restoreRemindedCart);
  },
};
