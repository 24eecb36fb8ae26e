import { oneOf, text, yesNo } from '../setting.server';

export const chrome = {
  /** Spec 4.8: the stuck header hides while the shopper scrolls down and comes back on scrolling up. */
  headerHideOnScroll: yesNo('header_hide_on_scroll', false),
  /** The bar above the header; blank: none. */
  storeNotice: text('store_notice', ''),
  /** The id its dismissal cookie is named after; blank: a digest of the text, so a new text shows again. */
  storeNoticeId: text('store_notice_id', ''),
  /** Spec 2.1: the page loader over pages until they have loaded: `no`, on the `home` page only, or on `all` pages. */
  pageLoader: oneOf('site_loader', ['no', 'home', 'all'] as const, 'no'),
};
