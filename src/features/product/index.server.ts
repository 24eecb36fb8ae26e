import { urls } from '../../lib/urls';
import type { Feature } from '../../server/shop.server';
import { withoutPageParameters } from '../listings/index.server';
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
    routes.pages.get('/san-pham/:slug', (c) => {
      const path = urls.product(encodeURIComponent(c.req.param('slug')));
      const search = new URL(c.req.url).search;
      return c.redirect(withoutPageParameters(path, search) ?? path + search, 301); // one step, as a listing's (decision 090)
    });
    routes.shopAjax.read('get_variation', getVariation);
  },
};
