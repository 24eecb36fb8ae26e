import { number, oneOf, yesNo } from '../setting.server';

/** The wishlist's flags (spec 9.6), published to the browser in `yith_wcwl_l10n`. */
export const wishlist = {
  multiWishlist: yesNo('wishlist_multi_wishlist', false),
  modalEnable: yesNo('wishlist_modal_enable', true),
  hideAddButton: yesNo('wishlist_hide_add_button', false),
  enableTooltip: yesNo('wishlist_enable_tooltip', true),
  enableDragAndDrop: yesNo('wishlist_enable_drag_n_drop', true),
  enableNotices: yesNo('wishlist_enable_notices', true),
  autoClosePopup: yesNo('wishlist_auto_close_popup', true),
  popupTimeout: number('wishlist_popup_timeout', 3000),
  estimateCloseDelay: number('wishlist_estimate_close_delay', 3000),
  redirectToCart: yesNo('wishlist_redirect_to_cart', false),
  removeAfterAddToCart: yesNo('wishlist_remove_after_add_to_cart', true),
  reloadOnFoundVariation: yesNo('wishlist_reload_on_found_variation', true),
  isResponsive: yesNo('wishlist_is_responsive', true),
  enableAjaxLoading: yesNo('wishlist_enable_ajax_loading', false),
  disablePopupGridView: yesNo('wishlist_disable_popup_grid_view', false),
  mobileMaxWidth: number('wishlist_mobile_max_width', 768),
  layout: oneOf('wishlist_layout', ['table', 'grid'] as const, 'table'),
};
