import type { Feature } from '../../server/shop.server';
import { comingSoonGate } from './gate.server';
import { registerShopOptions } from './shop-options.server';

export { comingSoonBanner } from './banner.server';

/** Coming-soon mode (issue 13, decision 042): visitors get the coming-soon page, staff the shop and the banner;
 * a shop manager turns it through `/wp-json/wc-admin/options`. */
export const comingSoonFeature: Feature = {
  name: 'coming-soon',
  register(routes) {
    routes.pages.use('*', comingSoonGate);
    registerShopOptions(routes.rest);
  },
};
