import { cartFeature } from '../features/cart/index.server';
import { accountFeature } from '../features/account/index.server';
import { addressFeature } from '../features/address/index.server';
import { listingsFeature } from '../features/listings/index.server';
import { checkoutFeature } from '../features/checkout/index.server';
import { chromeFeature } from '../features/chrome/index.server';
import { comingSoonFeature } from '../features/coming-soon/index.server';
import { ordersFeature } from '../features/orders/index.server';
import { contentFeature } from '../features/content/index.server';
import { editorLinksFeature } from '../features/editor-links/index.server';
import { contactFormsFeature } from '../features/contact-forms/index.server';
import { marketingEmailFeature } from '../features/marketing-email/index.server';
import { mediaFeature } from '../features/media/index.server';
import { mediaLibraryFeature } from '../features/media-library/index.server';
import { newsletterFeature } from '../features/newsletter/index.server';
import { productFeature } from '../features/product/index.server';
import { reviewsFeature } from '../features/reviews/index.server';
import { quickBuyFeature } from '../features/quick-buy/index.server';
import { quickViewFeature } from '../features/quick-view/index.server';
import { searchFeature } from '../features/search/index.server';
import { seoFeature } from '../features/seo/index.server';
import { wishlistFeature } from '../features/wishlist/index.server';
import type { Feature } from '../server/shop.server';

/** Every feature of the shop, in the order their routes are registered. */
export const features: Feature[] = [
  mediaFeature,
  comingSoonFeature, // the options route that turns coming-soon mode; its gate is mounted by the app in front of every router
  searchFeature, // before the listings: it answers `/?s=` ahead of the home page
  listingsFeature,
  productFeature,
  reviewsFeature, // POST to the product page's address: its review form
  marketingEmailFeature, // before cart: a reminder link's cart is restored before the cart page is drawn
  cartFeature, // cart and account before content: its /:slug/ pages would otherwise be asked about them first
  accountFeature,
  addressFeature,
  checkoutFeature,
  ordersFeature,
  quickViewFeature,
  quickBuyFeature, // before content: its /mua-ngay/<id>/ page would otherwise be asked of content's /:slug/
  newsletterFeature, // before content: its /nhan-tin/… pages
  contactFormsFeature, // before content: the Liên hệ page is drawn with its form
  wishlistFeature, // before content: its pages would otherwise be asked about as /:slug/ pages
  editorLinksFeature,
  mediaLibraryFeature,
  contentFeature,
  seoFeature,
  chromeFeature,
];
