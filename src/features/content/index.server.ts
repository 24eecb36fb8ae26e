import type { Feature } from '../../server/shop.server';
import { registerContentRoutes } from './content-routes';

/** Content pages and the blog with its threaded comments. */
export const contentFeature: Feature = {
  name: 'content',
  register(routes) {
    registerContentRoutes(routes.pages);
  },
};
