import type { Feature } from '../../server/shop.server';
import { postReviewRoute } from './post-route.server';

export { reviewSection, PendingReview } from './review-section.server';
export { ReplyLink } from './reply-link.server';
export { ReviewForm } from './review-form.server';
export { recomputeRating } from './store.server';
export { reviewFields, reviewLimits, reviewNonceAction } from './review-fields';
export { readReviewInput, type ReviewInput } from './review-input';
export { screenComment, type CommentRefusal } from './screen.server';
export { notifyShop, saveNotificationCopy } from './notify.server';
export { refusedPost } from './refused-page.server';
export { moderationHash, moderatedId } from './moderation-hash.server';
export { deepestReply, replyFits } from './reply-depth.server';
export { heldUnstorable } from './unstorable.server';
export { accountAuthor } from './account-author.server';

/** Writing product reviews (issue 13): the form posted without script to the product page's address (staff moderation is in content, which owns the comments table). */
export const reviewsFeature: Feature = {
  name: 'reviews',
  register(routes) {
    routes.pages.post('/san-pham/:slug/', postReviewRoute);
  },
};
