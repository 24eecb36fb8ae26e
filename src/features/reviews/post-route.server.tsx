import * as vi from '../../lib/messages/index';
import { linkedPath, urls } from '../../lib/urls';
import { limitAddress } from '../../server/client-address.server';
import { addressLimits } from '../../server/rate-limit.server';
import { verifyNonce } from '../../server/nonce.server';
import { pageChangesMade } from '../../server/page-changes.server';
import { requestInput } from '../../server/request.server';
import { readSession } from '../../server/session.server';
import type { ShopContext } from '../../server/shop.server';
import { accountAuthor } from './account-author.server';
import { moderationHash } from './moderation-hash.server';
import { notifyShop, saveNotificationCopy } from './notify.server';
import { refusedPost, type RefusalStatus } from './refused-page.server';
import { reviewFields, reviewNonceAction } from './review-fields';
import { lacksRequiredRating, readReviewInput } from './review-input';
import { screenReview } from './screen.server';
import { answerableReview, isVerifiedOwner, reviewableProduct, storeNewReview } from './store.server';
import { heldUnstorable } from './unstorable.server';

const refusals = { spam: vi.reviews.spam, duplicate: vi.reviews.duplicate, too_many: vi.reviews.tooMany } as const;

const refuse = (c: ShopContext, status: RefusalStatus, message: string, productUrl: string) =>
  refusedPost(c, status, { title: vi.reviews.refusedTitle, message, back: `${productUrl}#reviews`, backLabel: vi.reviews.backToProduct });

/** POST /san-pham/:slug/ — the review form without script (spec 2.3): checked, screened, stored, then back to the page. */
export async function postReviewRoute(c: ShopContext): Promise<Response> {
  const deps = c.get('deps');
  const db = deps.database.db;
  const settings = await deps.settings();
  const product = await reviewableProduct(db, c.req.param('slug') ?? '');
  if (!product) return c.notFound();
  const productUrl = linkedPath(urls.product(product.slug));
  const form = await requestInput(c);
  // The form is on cached product pages, so its nonce may predate the session, as quick buy's (decision 040).
  if (!(await verifyNonce(c, reviewNonceAction, form.get(reviewFields.nonce), { beforeSession: true }))) return refuse(c, 403, vi.reviews.nonceStale, productUrl);
  const session = await readSession(c);
  const input = readReviewInput(form, await accountAuthor(db, session?.user_id));
  if (!input || input.productId !== product.id || heldUnstorable(form)) return refuse(c, 400, vi.reviews.invalid, productUrl);
  if (lacksRequiredRating(input, settings.product.reviewRatingRequired)) return refuse(c, 400, vi.product.requiredRating, productUrl);
  if (input.parentId !== null && !(await answerableReview(db, input.productId, input.parentId))) return refuse(c, 400, vi.reviews.invalid, productUrl);
  const refusal = await screenReview(db, settings, form, input, limitAddress(c), addressLimits(c.get('deps').config).reviews);
  if (refusal) return refuse(c, refusal === 'too_many' ? 429 : refusal === 'duplicate' ? 409 : 400, refusals[refusal], productUrl);
  const status = settings.product.reviewsNeedApproval ? 'pending' : 'approved';
  const verified = await isVerifiedOwner(db, input.productId, session?.user_id ?? null);
  const stored = await db.transaction().execute(async (trx) => {
    const reviewId = await storeNewReview(trx, input, status, verified);
    return reviewId === undefined ? undefined : ([reviewId, await notifyShop(trx, settings, vi.reviews.mailSubject(product.name), input, status)] as const);
  });
  if (!stored) return refuse(c, 409, refusals.duplicate, productUrl); // the same post, stored a moment ago by a request alongside this one
  const [id, mailId] = stored;
  await saveNotificationCopy(deps, mailId);
  if (status === 'approved') await pageChangesMade(); // the product page shows it from now on, in every process
  const back = status === 'pending' ? `${productUrl}?unapproved=${id}&moderation-hash=${moderationHash(deps.config.sessionSecret, id)}` : productUrl;
  return c.redirect(`${back}#comment-${id}`, 303);
}
