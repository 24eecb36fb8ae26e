import * as vi from '../../lib/messages/index';

/**
 * The 'Reply' link under an approved review (spec 2.3, 3.4): without script its address draws the form as a reply;
 * with script its data moves the form under the review.
 */
export function ReplyLink({ reviewId, productId, author }: { reviewId: number; productId: number; author: string }) {
  const label = vi.reviews.replyTo(author);
  return (
    <div className="reply">
      <a
        rel="nofollow"
        className="comment-reply-link"
        href={`?replytocom=${reviewId}#respond`}
        data-commentid={reviewId}
        data-postid={productId}
        data-belowelement={`comment-${reviewId}`}
        data-respondelement="respond"
        data-replyto={label}
        aria-label={label}
      >
        {vi.reviews.reply}
      </a>
    </div>
  );
}
