// The ecosystem identifiers behind the spec's placeholders (decision 010). Nowhere else spells them: this module
// imports nothing and holds only strings, so browser code imports it too.
export const cms = {
  ajaxPath: '/wp-admin/admin-ajax.php',
  restPrefix: '/wp-json',
  nonceHeader: 'X-WP-Nonce',
  totalHeader: 'X-WP-Total',
} as const;

export const shop = {
  ajaxQueryKey: 'wc-ajax',
  ajaxUrlTemplate: '/?wc-ajax=%%endpoint%%',
  attributionPrefix: 'wc_order_attribution_',
  /** Cookies set while the cart has items, read by the shop's scripts and by page caches (contract.md). */
  itemsInCartCookie: 'woocommerce_items_in_cart',
  cartHashCookie: 'woocommerce_cart_hash',
  /** sessionStorage keys of the ecosystem's fragments script (`wc_cart_fragments_params`). */
  cartHashStorageKey: 'wc_cart_hash',
  fragmentsStorageKey: 'wc_fragments',
  /** Every cookie of the shop's that names a shopper's state starts with this; a logout clears them all. */
  cookiePrefix: 'woocommerce_',
} as const;

/** Shop-ajax endpoints (`?wc-ajax=<name>`) of the cart and checkout scripts that the server and the browser both name. */
export const shopEndpoints = {
  applyCoupon: 'apply_coupon',
  removeCoupon: 'remove_coupon',
  updateShippingMethod: 'update_shipping_method',
  getCartTotals: 'get_cart_totals',
  updateOrderReview: 'update_order_review',
  checkout: 'checkout',
} as const;

export const theme = {
  searchAction: 'flatsome_ajax_search_products',
  quickViewAction: 'flatsome_quickview',
  wishlistCountAction: 'flatsome_update_wishlist_count',
} as const;

export const mail = {
  setUserByEmail: 'mailchimp_set_user_by_email',
  getUserByHash: 'mailchimp_get_user_by_hash',
} as const;

/** The quick-buy popup's admin-ajax actions (spec 7.2). */
export const quickBuy = {
  formAction: 'devvn_form_quickbuy',
  areasAction: 'devvn_load_diagioihanhchinh',
  couponAction: 'devvn_apply_coupon',
  orderAction: 'devvn_quickbuy',
} as const;

/** The contact-form extension's identifiers (`{form}`: its prefix, REST namespace and the versions it speaks). */
export const contactForm = {
  prefix: 'wpcf7',
  restNamespace: 'contact-form-7/v1',
  /** `_wpcf7_version`: the version of the form scripts this server speaks to. */
  version: '6.0',
  schemaVersion: 'Contact Form 7 SWV Schema 2024-10',
  locale: 'vi',
} as const;

/** The wishlist plugin's admin-ajax actions (contract.md "Wishlists") and its page settings' global. */
export const wishlist = {
  settingsGlobal: 'yith_wcwl_l10n',
  actions: {
    add: 'add_to_wishlist',
    remove: 'remove_from_wishlist',
    removeFromAll: 'remove_from_all_wishlists',
    sort: 'sort_wishlist_items',
    updateQuantity: 'update_item_quantity',
    move: 'move_to_another_wishlist',
    saveTitle: 'save_title',
    savePrivacy: 'save_privacy',
    deleteItem: 'delete_item',
    askEstimate: 'ask_an_estimate',
    reloadAndAdd: 'reload_wishlist_and_adding_elem',
    loadFragments: 'load_fragments',
    loadMobile: 'load_mobile',
  },
  /** Query keys of the add link that works without script. */
  addQueryKey: 'add_to_wishlist',
} as const;
