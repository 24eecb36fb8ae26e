import { urls } from '../../lib/urls';
import type { Feature } from '../../server/shop.server';
import { homeRoute } from './home-routes.server';
import { registerListingRoutes } from './listing-routes.server';

export { alsoOnListingCards, listingCardExtras } from './card-extras.server';
export { canonicalPageUrl, withoutPageParameters } from './canonical-listing';
export { pageLinks } from './pagination.server';
export { ProductGrid } from './product-card.server';
export { ResultCount } from './result-count.server';
export { StarRating } from './star-rating.server';

/** The home page, the shop and its category listings (spec 2.2). */
export const listingsFeature: Feature = {
  name: 'listings',
  register(routes) {
    routes.pages.get(urls.home(), homeRoute);
    registerListingRoutes(routes.pages);
  },
};
