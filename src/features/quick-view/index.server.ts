import { theme } from '../../lib/contract-names';
import type { Feature } from '../../server/shop.server';
import { quickViewAction } from './ajax.server';

/** The quick-view overlay's content (spec 2.6, 7.4); the trigger is an island on every product card. */
export const quickViewFeature: Feature = {
  name: 'quick-view',
  register(routes) {
    routes.adminAjax.read(theme.quickViewAction, quickViewAction);
  },
};
