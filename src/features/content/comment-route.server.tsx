import * as vi from '../../lib/messages/index';
import { urls } from '../../lib/urls';
import { limitAddress } from '../../server/client-address.server';
import { addressLimits } from '../../server/rate-limit.server';
import { verifyNonce } from '../../server/nonce.server';
import { pageChangesMade } from '../../server/page-changes.server';
import { requestInput } from '../../server/request.server';
import { readSession } from '../../server/session.server';
import type { ShopContext } from '../../server/shop.server';
import { accountAuthor, heldUnstorable, moderationHash, notifyShop, readReviewInput, saveNotificationCopy, refusedPost, reviewFields, screenComment, type CommentRefusal } from '../reviews/index.server';
import { answerableComment, isDuplicateComment, storeComment, type CommentInput } from './comment-store.server';
import { findPublished } from './queries.server';

export const commentNonceAction = 'comment-post';

const refusals = { spam: vi.comments.spam, duplicate: vi.comments.duplicate, too_many: vi.comments.tooMany } as const;
const statusOf = (refusal: CommentRefusal) => (refusal === 'too_many' ? 429 : refusal === 'duplicate' ? 409 : 400);

const refuse = (c: ShopContext, status: 400 | 403 | 409 | 429, message: string, postUrl: string) =>
  refusedPost(c, status, { title: vi.comments.refusedTitle, message, back: `${postUrl}#respond`, backLabel: vi.comments.backToPost });

/** The posted form as a comment of this post; a signed-in customer's name and e-mail come from their account. */
async function readComment(c: ShopContext, form: URLSearchParams, postId: number): Promise<CommentInput | undefined> {
  const db = c.get('deps').database.db;
  const session = await readSession(c);
  // The review form's reading, without its rating: a blog comment has none.
  const read = readReviewInput(new URLSearchParams([...form].filter(([name]) => name !== reviewFields.rating)), await accountAuthor(db, session?.user_id));
  if (!read || read.productId !== postId || heldUnstorable(form)) return undefined;
  return { postId, parentId: read.parentId, author: read.author, email: read.email, content: read.content };
}

/** POST /tin-tuc/:slug/ — a blog comment without script (decision 044): checked, screened, stored, back to the post. */
export async function postCommentRoute(c: ShopContext): Promise<Response> {
  const deps = c.get('deps');
  const db = deps.database.db;
  const post = await findPublished(db, 'post', c.req.param('slug') ?? '');
  if (!post) return c.notFound();
  const postUrl = urls.post(post.slug);
  const form = await requestInput(c);
  // Blog posts are cached pages too, so the form's nonce may predate the session, as the reviews' (decision 040).
  if (!(await verifyNonce(c, commentNonceAction, form.get(reviewFields.nonce), { beforeSession: true }))) return refuse(c, 403, vi.reviews.nonceStale, postUrl);
  const input = await readComment(c, form, post.id);
  if (!input) return refuse(c, 400, vi.comments.invalid, postUrl);
  if (input.parentId !== null && !(await answerableComment(db, post.id, input.parentId))) return refuse(c, 400, vi.comments.invalid, postUrl);
  const settings = await deps.settings();
  const refusal = await screenComment(db, settings, form, { text: input, isDuplicate: () => isDuplicateComment(db, input), limit: addressLimits(c.get('deps').config).comments }, limitAddress(c));
  if (refusal) return refuse(c, statusOf(refusal), refusals[refusal], postUrl);
  const status = settings.product.blogCommentsNeedApproval ? 'pending' : 'approved';
  const stored = await db.transaction().execute(async (trx) => {
    const commentId = await storeComment(trx, input, status);
    return commentId === undefined ? undefined : ([commentId, await notifyShop(trx, settings, vi.comments.mailSubject(post.title), input, status)] as const);
  });
  if (!stored) return refuse(c, 409, refusals.duplicate, postUrl); // the same post, stored a moment ago by a request alongside this one
  const [id, mailId] = stored;
  await saveNotificationCopy(deps, mailId);
  if (status === 'approved') await pageChangesMade(); // kept pages go at once, in every process (migration 021)
  const back = status === 'pending' ? `${postUrl}?unapproved=${id}&moderation-hash=${moderationHash(deps.config.sessionSecret, id, 'comment')}` : postUrl;
  return c.redirect(`${back}#comment-${id}`, 303);
}
