import { quickBuy } from '../../lib/contract-names';
import type { Feature } from '../../server/shop.server';
import { quickBuyPageRoute, quickBuyPostRoute } from './routes.server';
import { applyCouponAction, loadAreasAction, quickBuyFormAction, quickBuyOrderAction } from './ajax.server';

import { inlineQuickBuy, inlineQuickBuyOnCard } from './inline-popup.server';
import { alsoOnProductPage } from '../product/index.server';
import { alsoOnListingCards } from '../listings/index.server';

/** Quick buy (issue 9): one product ordered from a popup, or its page without script, through the shared order pipeline. */
export const quickBuyFeature: Feature = {
  name: 'quick-buy',
  register(routes) {
    alsoOnProductPage(inlineQuickBuy); // the inline popup block, when the shop chooses inline
    alsoOnListingCards(inlineQuickBuyOnCard); // and one in each listing card, infinite scroll's too
    routes.adminAjax.on(quickBuy.formAction, quickBuyFormAction);
    routes.adminAjax.on(quickBuy.areasAction, loadAreasAction);
    routes.adminAjax.on(quickBuy.couponAction, applyCouponAction);
    routes.adminAjax.on(quickBuy.orderAction, quickBuyOrderAction);
    routes.pages.get('/mua-ngay/:id/', quickBuyPageRoute);
    routes.pages.post('/mua-ngay/:id/', quickBuyPostRoute);
  },
};
