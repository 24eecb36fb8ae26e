import { cms, wishlist } from '../../lib/contract-names';
import * as vi from '../../lib/messages/index';
import type { ShopContext } from '../../server/shop.server';
import { wishlistNonces } from './nonces.server';

const flag = (on: boolean) => (on ? '1' : '');

/** `yith_wcwl_l10n` (spec 3.1, 9.6; contract.md): the wishlist flags, labels, action names and nonces of every page. */
export async function wishlistScriptSettings(c: ShopContext) {
  const s = (await c.var.deps.settings()).wishlist;
  return {
    [wishlist.settingsGlobal]: {
      ajax_url: cms.ajaxPath,
      redirect_to_cart: s.redirectToCart ? 'yes' : 'no',
      multi_wishlist: flag(s.multiWishlist),
      modal_enable: flag(s.modalEnable),
      hide_add_button: flag(s.hideAddButton),
      enable_tooltip: flag(s.enableTooltip),
      enable_drag_n_drop: flag(s.enableDragAndDrop),
      enable_notices: flag(s.enableNotices),
      auto_close_popup: flag(s.autoClosePopup),
      popup_timeout: String(s.popupTimeout),
      time_to_close_prettyphoto: String(s.estimateCloseDelay),
      remove_from_wishlist_after_add_to_cart: flag(s.removeAfterAddToCart),
      reload_on_found_variation: flag(s.reloadOnFoundVariation),
      is_wishlist_responsive: flag(s.isResponsive),
      enable_ajax_loading: flag(s.enableAjaxLoading),
      disable_popup_grid_view: flag(s.disablePopupGridView),
      mobile_media_query: String(s.mobileMaxWidth),
      fragments_index_glue: '.',
      labels: { cookie_disabled: vi.wishlist.cookieDisabled, added_to_cart_message: vi.wishlist.addedToCart },
      actions: Object.fromEntries(Object.values(wishlist.actions).map((a) => [`${a}_action`, a])),
      nonce: await wishlistNonces(c),
    },
  };
}
