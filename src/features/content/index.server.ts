import type { Feature } from '../../server/shop.server';
import { registerContentRoutes } from './content-routes';

export { findPage } from './content-service';
export { contentSitemapEntries } from './sitemap-entries';

/** Content pages and the blog with its threaded comments. */
export const contentFeature: Feature = {
  name: 'content',
  register(routes) {
    registerContentRoutes(routes.pages);
  },
};
