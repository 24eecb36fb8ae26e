import type { Feature } from '../../server/shop.server';
import { postReviewRoute } from './post-route.server';

export { reviewSection } from './review-section.server';
export { ReplyLink } from './reply-link.server';
export { recomputeRating } from './store.server';
export { reviewFields, reviewLimits, reviewNonceAction } from './review-fields';
export { reviewLimit } from './screen.server';

/** Writing product reviews (issue 13): the form posted without script to the product page's address. */
export const reviewsFeature: Feature = {
  name: 'reviews',
  register(routes) {
    routes.pages.post('/san-pham/:slug/', postReviewRoute);
  },
};
