import * as vi from '../../lib/messages/index';
import { urls } from '../../lib/urls';
import { verifyNonce } from '../../server/nonce.server';
import { siteOrigin } from '../../server/request.server';
import { readSession } from '../../server/session.server';
import type { ActionHandler, ShopContext } from '../../server/shop.server';
import { currentUserId } from '../account/index.server';
import { nullIfUnitsUnavailable, shopProvinceCode, unitsRetryAfterSeconds } from '../address/index.server';
import { pageCart } from '../cart/index.server';
import { fields, readCheckoutInput, reviewFormInput, updateOrderReviewNonceAction } from './checkout-fields';
import type { CheckoutError } from './checkout-rules.server';
import { submitCheckout } from './checkout-submit.server';
import { errorListHtml, reviewNoticeClass } from './error-list.server';
import { reviewCartOrder } from '../../flows/place-order/cart-order.server';
import { reviewFragments } from './order-review-area.server';

/** `?wc-ajax=checkout` (contract.md): exactly the success or the failure shape. */
export const checkoutAjax: ActionHandler = async (input, c) => {
  const result = await submitCheckout(c, input);
  if (result.ok) return c.json({ result: 'success', redirect: siteOrigin(c) + urls.orderReceived(result.order.id, result.order.orderKey) });
  if (result.unavailable) c.header('Retry-After', unitsRetryAfterSeconds);
  return c.json({ result: 'failure', messages: errorListHtml(result.errors), refresh: result.refresh ?? false, reload: false }, result.unavailable ? 503 : 200);
};

/** A review that cannot be given: the page reloads (to a fresh nonce, or back to the cart when it is empty). */
const reloadAnswer = (c: ShopContext, error: CheckoutError, status: 200 | 403) =>
  c.json({ result: 'failure', messages: errorListHtml([error]), reload: true, fragments: {} }, status);

/** While the address data cannot be read the review cannot be priced: the one it shows stays, with the notice (decision 093). */
function unitsUnavailableAnswer(c: ShopContext) {
  c.header('Retry-After', unitsRetryAfterSeconds);
  return c.json({ result: 'failure', messages: errorListHtml([{ id: fields.province, message: vi.address.unitsUnavailable }], reviewNoticeClass), reload: false, fragments: {} }, 503);
}

/**
 * `?wc-ajax=update_order_review` (contract.md): the review priced for the form's province, shipping method and the
 * cart's coupons, answered as the two fragments the ecosystem's checkout script replaces. The address is read from
 * `post_data` as well as the top level. Coupons of the cart that no longer apply come back as the failure's messages.
 */
export const updateOrderReviewAjax: ActionHandler = async (input, c) => {
  if (!(await verifyNonce(c, updateOrderReviewNonceAction, input.get('security')))) return reloadAnswer(c, { id: null, message: vi.checkout.sessionExpired }, 403);
  const session = await readSession(c);
  const values = readCheckoutInput(reviewFormInput(input));
  const provinceCode = await nullIfUnitsUnavailable(shopProvinceCode(c, values.province));
  if (provinceCode === null) return unitsUnavailableAnswer(c);
  const review = session
    ? await reviewCartOrder(c.get('deps').database.db, session.id, {
        provinceCode,
        shippingMethodId: values.shippingMethodId,
        email: values.email,
        userId: await currentUserId(c),
      })
    : undefined;
  if (!review?.cart.lines.length) return reloadAnswer(c, { id: null, message: vi.checkout.cartEmpty }, 200);
  const couponErrors = review.coupons.errors.map((e) => ({ id: fields.coupon, message: e.message }));
  const extras = { paymentMethod: values.paymentMethod, paymentInvalid: false, cartNonce: (await pageCart(c)).nonce };
  if (provinceCode !== values.province) return c.json({ result: 'failure', messages: errorListHtml([{ id: fields.province, message: vi.checkout.provinceInvalid }], reviewNoticeClass), reload: false, fragments: reviewFragments(review, extras) });
  return c.json({
    result: couponErrors.length ? 'failure' : 'success',
    messages: couponErrors.length ? errorListHtml(couponErrors, reviewNoticeClass) : '',
    reload: false,
    fragments: reviewFragments(review, extras),
  });
};
