import { renderToStaticMarkup } from 'react-dom/server';
import * as vi from '../../lib/messages/index';
import { urls } from '../../lib/urls';
import { siteOrigin } from '../../server/request.server';
import { readSession } from '../../server/session.server';
import type { ActionHandler } from '../../server/shop.server';
import { currentUserId } from '../account/index.server';
import { readCheckoutInput } from './checkout-fields';
import { submitCheckout } from './checkout-submit.server';
import { errorListHtml } from './error-list.server';
import { reviewCartOrder } from '../../flows/place-order/cart-order.server';
import { OrderReviewArea } from './order-review-area.server';

/** `?wc-ajax=checkout` (contract.md): exactly the success or the failure shape. */
export const checkoutAjax: ActionHandler = async (input, c) => {
  const result = await submitCheckout(c, input);
  if (result.ok) return c.json({ result: 'success', redirect: siteOrigin(c) + urls.orderReceived(result.order.id, result.order.orderKey) });
  return c.json({ result: 'failure', messages: errorListHtml(result.errors), refresh: false, reload: false });
};

/**
 * `?wc-ajax=update_order_review`: the review priced for the form's current province, shipping method and coupon,
 * as a fragment for `#order_review`. An empty cart asks the page to reload (which leads back to the cart).
 */
export const updateOrderReviewAjax: ActionHandler = async (input, c) => {
  const session = await readSession(c);
  const values = readCheckoutInput(input);
  const review = session
    ? await reviewCartOrder(c.var.deps.database.db, session.id, {
        provinceCode: values.province,
        shippingMethodId: values.shippingMethodId,
        extraCouponCode: values.couponCode,
        email: values.email,
        userId: await currentUserId(c),
      })
    : undefined;
  if (!review?.cart.lines.length) {
    return c.json({ result: 'failure', messages: errorListHtml([{ id: null, message: vi.checkout.cartEmpty }]), reload: true, fragments: {} });
  }
  return c.json({ result: 'success', messages: '', reload: false, fragments: { '#order_review': renderToStaticMarkup(<OrderReviewArea review={review} />) } });
};
