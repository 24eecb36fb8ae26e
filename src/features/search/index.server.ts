import { theme } from '../../lib/contract-names';
import type { Feature } from '../../server/shop.server';
import { resultsRoute } from './routes.server';
import { searchProductsAction } from './ajax.server';

export { warmLiveSearch, warmingSuggestionsPath } from './ajax.server';

/** Live search suggestions (spec 7.4) and the results page of a submitted search (spec 2.9). */
export const searchFeature: Feature = {
  name: 'search',
  register(routes) {
    routes.adminAjax.read(theme.searchAction, searchProductsAction);
    routes.pages.get('/', resultsRoute);
  },
};
