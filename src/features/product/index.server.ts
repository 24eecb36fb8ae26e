import { urls } from '../../lib/urls';
import type { Feature } from '../../server/shop.server';
import { getVariation } from './ajax.server';
import { productPageRoute } from './routes.server';

export { ChoiceAndQuantity, variationsData } from './choice-and-quantity.server';
export { alsoOnProductPage } from './page-extras.server';
export { loadProductView } from './service.server';
export type { Variation } from './variation-object.server';
export { ProductSummary } from './summary.server';
export type { ProductView } from './view.server';

/** The single product page (spec 2.3) and the variation lookup (spec 7.1). */
export const productFeature: Feature = {
  name: 'product',
  register(routes) {
    routes.pages.get('/san-pham/:slug/', productPageRoute);
    routes.pages.get('/san-pham/:slug', (c) => c.redirect(urls.product(encodeURIComponent(c.req.param('slug'))) + new URL(c.req.url).search, 301));
    routes.shopAjax.read('get_variation', getVariation);
  },
};
