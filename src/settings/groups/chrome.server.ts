import { text, yesNo } from '../setting.server';

export const chrome = {
  /** Spec 4.8: the stuck header hides while the shopper scrolls down and comes back on scrolling up. */
  headerHideOnScroll: yesNo('header_hide_on_scroll', false),
  /** The bar above the header; blank: none. */
  storeNotice: text('store_notice', ''),
  /** The id its dismissal cookie is named after; blank: a digest of the text, so a new text shows again. */
  storeNoticeId: text('store_notice_id', ''),
};
