import type { Feature } from '../../server/shop.server';
import { registerContentRoutes } from './routes.server';

export { findPage } from './service.server';
export { contentById } from './queries.server';
export { contentPageResponse } from './routes.server';
export { contentSitemapEntries } from './sitemap-entries.server';

/** Content pages and the blog with its threaded comments. */
export const contentFeature: Feature = {
  name: 'content',
  register(routes) {
    registerContentRoutes(routes.pages);
  },
};
