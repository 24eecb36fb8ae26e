// The shop's public URLs, in one place so links and routes cannot drift apart.
export const urls = {
  home: () => '/',
  shop: () => '/cua-hang/',
  category: (slug: string) => `/danh-muc-san-pham/${slug}/`,
  product: (slug: string) => `/san-pham/${slug}/`,
  page: (slug: string) => `/${slug}/`,
  blog: () => '/tin-tuc/',
  post: (slug: string) => `/tin-tuc/${slug}/`,
  search: (query: string) => `/?s=${encodeURIComponent(query)}&post_type=product`,
  cart: () => '/gio-hang/',
  checkout: () => '/thanh-toan/',
  /** The thank-you page; the order key finds the order, and decision 101 says who may see it. */
  orderReceived: (orderId: number, orderKey: string) => `/thanh-toan/order-received/${orderId}/?key=${encodeURIComponent(orderKey)}`,
  addToCart: (id: number) => `?add-to-cart=${id}`,
  /** The quick-buy page: the popup's form for shoppers without script. */
  quickBuy: (productId: number) => `/mua-ngay/${productId}/`,
} as const;

// Half a surrogate pair cannot be percent-encoded (encodeURI throws): it stands as U+FFFD, as UTF-8 shows it.
const loneSurrogate = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/**
 * A stored path (slugs as stored, unescaped) spelt as the shop's pages answer to it (decision 090): letters outside
 * ASCII, spaces and '%' percent-encoded once. The canonical link, og:url and the sitemap all spell it so.
 */
export const linkedPath = (path: string) => encodeURI(path.replace(loneSurrogate, '\ufffd'));
