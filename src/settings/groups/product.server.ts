import { number, yesNo } from '../setting.server';

export const product = {
  /** A swatch shows 'N left in stock' from this many down. */
  swatchStockThreshold: number('swatch_stock_threshold', 5),
  reviewRatingRequired: yesNo('review_rating_required', true),
  /** New reviews wait in the moderation queue until approved; 'no' publishes them at once. */
  reviewsNeedApproval: yesNo('reviews_need_approval', true),
  /** The same for comments on blog posts. */
  blogCommentsNeedApproval: yesNo('blog_comments_need_approval', true),
};
