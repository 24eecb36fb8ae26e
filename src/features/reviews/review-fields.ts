// The review form's field names (spec 3.4: the ecosystem's comment form) and the server's length limits.
export const reviewFields = {
  rating: 'rating',
  comment: 'comment',
  author: 'author',
  email: 'email',
  postId: 'comment_post_ID',
  parent: 'comment_parent',
  nonce: '_wpnonce',
  /** Hidden from people; a robot filling every field fills it (the honeypot). */
  honeypot: 'review_website',
} as const;

export const reviewNonceAction = 'review-post';

/** Longest accepted values, in characters (decision 040). */
export const reviewLimits = { author: 100, email: 100, commentMin: 2, comment: 5000 } as const;
