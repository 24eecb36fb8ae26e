import { keepPageFromEveryCache } from '../../server/render.server';
import * as vi from '../../lib/messages/index';
import { parseId } from '../../lib/request-numbers';
import { createNonce } from '../../server/nonce.server';
import { readSession } from '../../server/session.server';
import type { ShopContext } from '../../server/shop.server';
import { moderatedId, PendingReview, ReviewForm } from '../reviews/index.server';
import { commentNonceAction } from './comment-route.server';
import { answerableComment, pendingComment } from './comment-store.server';

/** Below a post's comments: the author's pending comment (when their link says so) and the comment form. */
export async function commentSection(c: ShopContext, postId: number, postUrl: string) {
  const deps = c.get('deps');
  const db = deps.database.db;
  const [session, nonce] = await Promise.all([readSession(c), createNonce(c, commentNonceAction)]);
  const query = new URL(c.req.url).searchParams;
  const pendingId = query.has('unapproved') ? moderatedId(deps.config.sessionSecret, 'comment', query) : undefined;
  const pending = pendingId === undefined ? undefined : await pendingComment(db, postId, pendingId);
  // The author's own words before approval: no shared cache or proxy keeps the page that shows them.
  if (pending) keepPageFromEveryCache(c);
  const replyId = parseId(query.get('replytocom'));
  const replyTo = replyId === undefined ? undefined : await answerableComment(db, postId, replyId);
  return (
    <>
      {pending && <PendingReview {...pending} notice={vi.comments.awaitingApproval} />}
      <ReviewForm kind="comment" productId={postId} productUrl={postUrl} nonce={nonce} signedIn={Boolean(session?.user_id)} ratingRequired={false} replyTo={replyTo} />
    </>
  );
}
