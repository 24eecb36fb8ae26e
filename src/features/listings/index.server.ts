import { urls } from '../../lib/urls';
import type { Feature } from '../../server/shop.server';
import { homeRoute } from './home-route';
import { registerListingRoutes } from './listing-routes';

export { pageLinks } from './pagination';
export { ProductGrid } from './product-card';
export { ResultCount } from './result-count';
export { StarRating } from './star-rating';

/** The home page, the shop and its category listings (spec 2.2). */
export const listingsFeature: Feature = {
  name: 'listings',
  register(routes) {
    routes.pages.get(urls.home(), homeRoute);
    registerListingRoutes(routes.pages);
  },
};
