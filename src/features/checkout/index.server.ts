import { shopEndpoints } from '../../lib/contract-names';
import { urls } from '../../lib/urls';
import type { Feature } from '../../server/shop.server';
import { checkoutAjax, updateOrderReviewAjax } from './ajax.server';
import { checkoutPageRoute, checkoutPostRoute } from './routes.server';

/** The checkout (spec 2.7): the page form, which places the order through src/flows/place-order, and its contract calls. */
export const checkoutFeature: Feature = {
  name: 'checkout',
  register(routes) {
    routes.shopAjax.on(shopEndpoints.checkout, checkoutAjax);
    routes.shopAjax.on(shopEndpoints.updateOrderReview, updateOrderReviewAjax);
    routes.pages.get(urls.checkout(), checkoutPageRoute);
    routes.pages.post(urls.checkout(), checkoutPostRoute);
    routes.pages.get(urls.checkout().replace(/\/$/, ''), (c) => c.redirect(urls.checkout() + new URL(c.req.url).search, 301));
  },
};
