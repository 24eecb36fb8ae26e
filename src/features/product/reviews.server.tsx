import type { ReactNode } from 'react';
import * as vi from '../../lib/messages/index';
import { StarRating } from '../listings/index.server';
import { deepestReply, ReplyLink } from '../reviews/index.server';
import type { ReviewRow } from './queries.server';

const dateFormat = new Intl.DateTimeFormat('vi-VN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Ho_Chi_Minh' });
const ratingFormat = new Intl.NumberFormat('vi-VN', { maximumFractionDigits: 2 });

function Review({ review, replies, depth, productId }: { review: ReviewRow; replies: Map<number, ReviewRow[]>; depth: number; productId: number }) {
  const children = replies.get(review.id) ?? [];
  return (
    <li className={`review depth-${depth}`} id={`li-comment-${review.id}`}>
      <div id={`comment-${review.id}`} className="comment_container">
        <div className="comment-text">
          {review.rating != null && <StarRating average={review.rating} />}
          <p className="meta">
            <strong className="woocommerce-review__author">{review.author}</strong>{' '}
            {review.verified === 1 && <em className="woocommerce-review__verified verified">({vi.product.verifiedOwner})</em>}{' '}
            <span className="woocommerce-review__dash">–</span>{' '}
            <time className="woocommerce-review__published-date" dateTime={review.created_at}>
              {dateFormat.format(new Date(review.created_at))}
            </time>
          </p>
          <div className="description">
            {review.content.split(/\n{2,}/).map((paragraph, i) => (
              <p key={i}>{paragraph}</p>
            ))}
          </div>
          {depth < deepestReply && <ReplyLink reviewId={review.id} productId={productId} author={review.author} />}
        </div>
      </div>
      {children.length > 0 && (
        <ul className="children">
          {children.map((child) => (
            <Review key={child.id} review={child} replies={replies} depth={depth + 1} productId={productId} />
          ))}
        </ul>
      )}
    </li>
  );
}

function RatingSummary({ rated }: { rated: ReviewRow[] }) {
  const average = rated.reduce((sum, r) => sum + r.rating!, 0) / rated.length;
  return (
    <div className="rating-summary">
      <StarRating average={average} />
      <p className="rating-summary__average">{vi.product.averageRating(ratingFormat.format(average), rated.length)}</p>
      <ul className="rating-summary__bars">
        {[5, 4, 3, 2, 1].map((stars) => {
          const count = rated.filter((r) => r.rating === stars).length;
          return (
            <li key={stars}>
              <span>{stars}★</span>
              <meter min={0} max={rated.length} value={count} />
              <span>{count}</span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** The reviews tab: rating summary and the approved reviews with their threaded replies. */
export function Reviews({ productId, productName, reviews, children }: { productId: number; productName: string; reviews: ReviewRow[]; children?: ReactNode }) {
  const top = reviews.filter((r) => r.parent_id == null);
  const replies = new Map<number, ReviewRow[]>();
  for (const r of reviews) if (r.parent_id != null) replies.set(r.parent_id, [...(replies.get(r.parent_id) ?? []), r]);
  const rated = top.filter((r) => r.rating != null);
  return (
    <div id="reviews" className="woocommerce-Reviews">
      <div id="comments">
        <h2 className="woocommerce-Reviews-title">{vi.product.reviewsHeading(top.length, productName)}</h2>
        {rated.length > 0 && <RatingSummary rated={rated} />}
        {top.length ? (
          <ol className="commentlist">
            {top.map((review) => (
              <Review key={review.id} review={review} replies={replies} depth={1} productId={productId} />
            ))}
          </ol>
        ) : (
          <p className="woocommerce-noreviews">{vi.product.noReviews}</p>
        )}
      </div>
      {children}
    </div>
  );
}
