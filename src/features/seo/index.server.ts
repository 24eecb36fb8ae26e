import type { Feature } from '../../server/shop.server';
import { registerSeoRoutes } from './routes.server';

/** The sitemap and robots.txt. */
export const seoFeature: Feature = {
  name: 'seo',
  register(routes) {
    registerSeoRoutes(routes.pages);
  },
};
