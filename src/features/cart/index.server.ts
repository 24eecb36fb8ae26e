import { shopEndpoints } from '../../lib/contract-names';
import { urls } from '../../lib/urls';
import type { Feature } from '../../server/shop.server';
import { addToCart, getRefreshedFragments, removeFromCart } from './ajax.server';
import { applyCoupon, removeCoupon } from './coupon-calls.server';
import { cartPageRoute, updateCartRoute } from './routes.server';
import { getCartTotals, updateShippingMethod } from './totals-calls.server';

export { addToCartWithoutScript } from './add-without-script.server';
export { emptyCartContents, type CartContents, type CartLineView } from './cart-contents.server';
export { dropLinesNoLongerSold, loadCart, lockCartForOrder, removeOrderedLines } from './service.server';
export { limitProblems } from './cart-plan.server';
export { addFromRequest } from './cart-actions.server';
export { alsoAfterScriptAdd } from './after-script-add.server';
export { pageCart, syncCartCookies, type CartView } from './cart-session.server';
export { CartPopup, HeaderCart } from './header-cart.server';
export { applyPostedCoupon } from './coupon-calls.server';
export { couponNonces } from './script-settings.server';
export { endSessionIfCartEmpty, mergeCartIntoSession } from './merge.server';

/** The cart (spec 2.7, 4.2, 7.1): the shop-ajax cart calls, the cart script's coupon and totals calls, and the cart page. */
export const cartFeature: Feature = {
  name: 'cart',
  register(routes) {
    routes.shopAjax.on('add_to_cart', addToCart);
    routes.shopAjax.on('remove_from_cart', removeFromCart);
    routes.shopAjax.read('get_refreshed_fragments', getRefreshedFragments);
    routes.shopAjax.on(shopEndpoints.applyCoupon, applyCoupon);
    routes.shopAjax.on(shopEndpoints.removeCoupon, removeCoupon);
    routes.shopAjax.on(shopEndpoints.updateShippingMethod, updateShippingMethod);
    routes.shopAjax.read(shopEndpoints.getCartTotals, getCartTotals);
    routes.pages.get(urls.cart(), cartPageRoute);
    routes.pages.post(urls.cart(), updateCartRoute);
    routes.pages.get(urls.cart().replace(/\/$/, ''), (c) => c.redirect(urls.cart() + new URL(c.req.url).search, 301));
  },
};
