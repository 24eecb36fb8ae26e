// The ecosystem identifiers behind the spec's placeholders (DESIGN 4). Nowhere else spells them.
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
