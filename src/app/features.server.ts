import { cartFeature } from '../features/cart/index';
import { accountFeature } from '../features/account/index';
import { addressFeature } from '../features/address/index';
import { listingsFeature } from '../features/listings/index';
import { checkoutFeature } from '../features/checkout/index';
import { contentFeature } from '../features/content/index';
import { marketingEmailFeature } from '../features/marketing-email/index';
import { mediaFeature } from '../features/media/index.server';
import { productFeature } from '../features/product/index';
import { quickViewFeature } from '../features/quick-view/index';
import { searchFeature } from '../features/search/index';
import { seoFeature } from '../features/seo/index';
import type { Feature } from '../server/shop.server';

/** Every feature of the shop, in the order their routes are registered. */
export const features: Feature[] = [
  mediaFeature,
  searchFeature, // before the listings: it answers `/?s=` ahead of the home page
  listingsFeature,
  productFeature,
  marketingEmailFeature, // before cart: a reminder link's cart is restored before the cart page is drawn
  cartFeature, // cart and account before content: its /:slug/ pages would otherwise be asked about them first
  accountFeature,
  addressFeature,
  checkoutFeature,
  quickViewFeature,
  contentFeature,
  seoFeature,
];
