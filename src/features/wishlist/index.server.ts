import { theme, wishlist } from '../../lib/contract-names';
import type { Feature } from '../../server/shop.server';
import { addToWishlistCall } from './ajax-add.server';
import { deleteItemCall, moveCall, removeFromAllCall, removeFromWishlistCall, sortItemsCall, updateQuantityCall } from './ajax-items.server';
import { manageWishlistsRoute, myWishlistRoute, wishlistByTokenRoute, wishlistFormPostRoute } from './routes.server';
import { wishlistUrls } from './wishlist-urls';
import { createWishlistRoute } from './create-wishlist.server';
import { publicWishlistsRoute } from './public-lists.server';
import { alsoAfterScriptAdd } from '../cart/index.server';
import { removeRowAddedToCart } from './cart-add-step.server';
import { askEstimateCall } from './estimate.server';
import { loadFragmentsCall, loadMobileCall, reloadAndAddCall, savePrivacyCall, saveTitleCall, wishlistCountCall } from './ajax-lists.server';

export { claimWishlistsAtLogin } from './claim-at-login.server';
export { wishlistScriptSettings } from './script-settings.server';
export { wishlistLinksWithoutScript } from './no-script.server';
export { HeaderWishlist, headerWishlistCount } from './header-wishlist.server';
export { WishlistButton } from './plain-button.server';

const { actions } = wishlist;

/** Wishlists (spec 2.10, 3.11, 4.6, 7.6): the plugin's calls, the wishlist pages and the add link without script. */
export const wishlistFeature: Feature = {
  name: 'wishlist',
  register(routes) {
    const ajax = routes.adminAjax;
    alsoAfterScriptAdd(removeRowAddedToCart);
    ajax.on(actions.add, addToWishlistCall);
    ajax.on(actions.remove, removeFromWishlistCall);
    ajax.on(actions.removeFromAll, removeFromAllCall);
    ajax.on(actions.sort, sortItemsCall);
    ajax.on(actions.updateQuantity, updateQuantityCall);
    ajax.on(actions.move, moveCall);
    ajax.on(actions.saveTitle, saveTitleCall);
    ajax.on(actions.savePrivacy, savePrivacyCall);
    ajax.on(actions.deleteItem, deleteItemCall);
    ajax.on(actions.askEstimate, askEstimateCall);
    ajax.on(actions.reloadAndAdd, reloadAndAddCall);
    ajax.read(actions.loadFragments, loadFragmentsCall);
    ajax.read(actions.loadMobile, loadMobileCall);
    ajax.read(theme.wishlistCountAction, wishlistCountCall);
    routes.pages.get(wishlistUrls.mine(), myWishlistRoute);
    routes.pages.get(wishlistUrls.manage(), manageWishlistsRoute);
    routes.pages.post(wishlistUrls.manage(), createWishlistRoute);
    routes.pages.get(wishlistUrls.public(), publicWishlistsRoute);
    routes.pages.get(wishlistUrls.view(':token'), wishlistByTokenRoute);
    routes.pages.post(wishlistUrls.view(':token'), wishlistFormPostRoute);
  },
};
