import { keepPageFromEveryCache } from '../../server/render.server';
import * as vi from '../../lib/messages/index';
import { parseId } from '../../lib/request-numbers';
import { createNonce } from '../../server/nonce.server';
import { readSession } from '../../server/session.server';
import { requestUrl } from '../../server/request-url.server';
import type { ShopContext } from '../../server/shop.server';
import { pendingReviewFor } from './moderation-hash.server';
import { reviewNonceAction } from './review-fields';
import { ReviewForm } from './review-form.server';
import { answerableReview } from './store.server';

/** The author's own pending review or comment, shown only to the holder of its moderation link, with the 'awaiting approval' notice. */
export function PendingReview({ author, content, id, notice = vi.reviews.awaitingApproval }: { author: string; content: string; id: number; notice?: string }) {
  return (
    <div id={`comment-${id}`} className="review pending-review">
      <p className="woocommerce-info meta"><em className="woocommerce-review__awaiting-approval">{notice}</em></p>
      <p className="meta"><strong className="woocommerce-review__author">{author}</strong></p>
      <div className="description">{content.split(/\n{2,}/).map((paragraph, i) => <p key={i}>{paragraph}</p>)}</div>
    </div>
  );
}

/** Below the product's reviews: the author's pending review (when their link says so) and the review form. */
export async function reviewSection(c: ShopContext, productId: number, productUrl: string) {
  const deps = c.get('deps');
  const [settings, session, nonce] = await Promise.all([deps.settings(), readSession(c), createNonce(c, reviewNonceAction)]);
  const query = requestUrl(c).searchParams;
  const pending = query.has('unapproved') ? await pendingReviewFor(deps.database.db, deps.config.sessionSecret, productId, query) : undefined;
  // The author's own words before approval: no shared cache or proxy keeps the page that shows them.
  if (pending) keepPageFromEveryCache(c);
  const replyId = parseId(query.get('replytocom'));
  const replyTo = replyId === undefined ? undefined : await answerableReview(deps.database.db, productId, replyId);
  return (
    <>
      {pending && <PendingReview {...pending} />}
      <ReviewForm productId={productId} productUrl={productUrl} nonce={nonce} signedIn={Boolean(session?.user_id)} ratingRequired={settings.product.reviewRatingRequired} replyTo={replyTo} />
    </>
  );
}
