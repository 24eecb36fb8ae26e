import type { Feature } from '../../server/shop.server';
import { registerModeration } from './moderation-route.server';
import { registerContentRoutes } from './routes.server';

export { findPage } from './service.server';
export { contentById } from './queries.server';
export { contentPageResponse } from './routes.server';
export { contentSitemapEntries } from './sitemap-entries.server';

/** Content pages, the blog with its threaded comments, and the staff's moderation of comments and product reviews. */
export const contentFeature: Feature = {
  name: 'content',
  register(routes) {
    registerContentRoutes(routes.pages);
    registerModeration(routes.rest);
  },
};
