import { urls } from '../../lib/urls';
import type { Feature } from '../../server/shop.server';
import { orderReceivedRoute } from '../orders/order-received-route';
import { checkoutAjax, updateOrderReviewAjax } from './checkout-ajax';
import { checkoutPageRoute, checkoutPostRoute } from './checkout-routes';

/** The checkout (issue 3 §5, §6): the page form, its contract calls, and the thank-you page of a placed order. */
export const checkoutFeature: Feature = {
  name: 'checkout',
  register(routes) {
    routes.shopAjax.on('checkout', checkoutAjax);
    routes.shopAjax.on('update_order_review', updateOrderReviewAjax);
    routes.pages.get(urls.checkout(), checkoutPageRoute);
    routes.pages.post(urls.checkout(), checkoutPostRoute);
    routes.pages.get(urls.checkout().replace(/\/$/, ''), (c) => c.redirect(urls.checkout(), 301));
    routes.pages.get(`${urls.checkout()}order-received/:id{[0-9]+}/`, orderReceivedRoute);
  },
};
