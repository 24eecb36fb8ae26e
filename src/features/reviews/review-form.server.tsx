import * as vi from '../../lib/messages/index';
import { reviewFields as f, reviewLimits as limit } from './review-fields';

export interface ReviewFormProps {
  productId: number;
  productUrl: string;
  nonce: string;
  /** A signed-in customer is not asked for name and e-mail. */
  signedIn: boolean;
  ratingRequired: boolean;
  /** Set when the page was asked as a reply (`?replytocom=`, without script): the review answered. */
  replyTo?: { id: number; author: string };
  /** A blog post's comment form is the same form without the rating, in its own words (decision 044). */
  kind?: 'review' | 'comment';
}

/** The review form (spec 2.3), posted without script to the product page's (or blog post's) own address. */
export function ReviewForm({ productId, productUrl, nonce, signedIn, ratingRequired, replyTo, kind = 'review' }: ReviewFormProps) {
  const words = kind === 'review' ? vi.reviews : vi.comments;
  return (
    <div id="review_form_wrapper">
      <div id="review_form">
        <div id="respond" className="comment-respond">
          <span id="reply-title" className="comment-reply-title">
            {replyTo ? vi.reviews.replyTo(replyTo.author) : words.formTitle}{' '}
            <small>
              <a rel="nofollow" id="cancel-comment-reply-link" href={`${productUrl}#respond`} hidden={!replyTo}>{vi.reviews.cancelReply}</a>
            </small>
          </span>
          <form action={productUrl} method="post" id="commentform" className="comment-form" data-rating-required={ratingRequired ? 'yes' : 'no'} data-required-rating-text={vi.product.requiredRating}>
            {!replyTo && kind === 'review' && <div className="comment-form-rating">
              <label htmlFor="rating">{vi.reviews.ratingLabel}{ratingRequired && <span className="required">*</span>}</label>
              <select name={f.rating} id="rating" required={ratingRequired}>
                <option value="">{vi.reviews.ratingChoose}</option>
                {[5, 4, 3, 2, 1].map((n) => <option key={n} value={n}>{vi.reviews.ratingNames[n - 1]}</option>)}
              </select>
            </div>}
            <p className="comment-form-comment">
              <label htmlFor="comment">{words.commentLabel}<span className="required">*</span></label>
              <textarea id="comment" name={f.comment} cols={45} rows={8} required minLength={limit.commentMin} maxLength={limit.comment} />
            </p>
            {!signedIn && (
              <>
                <p className="comment-form-author">
                  <label htmlFor="author">{vi.reviews.authorLabel}<span className="required">*</span></label>
                  <input id="author" name={f.author} type="text" autoComplete="name" required maxLength={limit.author} />
                </p>
                <p className="comment-form-email">
                  <label htmlFor="email">{vi.reviews.emailLabel}<span className="required">*</span></label>
                  <input id="email" name={f.email} type="email" autoComplete="email" required maxLength={limit.email} />
                </p>
              </>
            )}
            <p className="comment-form-website" aria-hidden="true">
              <label htmlFor={f.honeypot}>{vi.reviews.honeypotLabel}</label>
              <input id={f.honeypot} name={f.honeypot} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
            </p>
            <p className="form-submit">
              <input name="submit" type="submit" id="submit" className="submit" value={words.submit} />
              <input type="hidden" name={f.postId} value={productId} id="comment_post_ID" />
              <input type="hidden" name={f.parent} id="comment_parent" value={replyTo?.id ?? 0} />
              <input type="hidden" name={f.nonce} value={nonce} />
            </p>
          </form>
        </div>
      </div>
    </div>
  );
}
