import type { Feature } from '../../server/shop.server';
import { registerShopOptions } from './shop-options.server';

export { comingSoonBanner } from './banner.server';
export { comingSoonGate } from './gate.server';

/** Coming-soon mode (issue 13, decision 042): the gate the assembly mounts in front of every router, staff's banner,
 * and `/wp-json/wc-admin/options`, through which a shop manager turns it. */
export const comingSoonFeature: Feature = {
  name: 'coming-soon',
  register(routes) {
    registerShopOptions(routes.rest);
  },
};
