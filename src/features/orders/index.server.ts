import { urls } from '../../lib/urls';
import type { Feature } from '../../server/shop.server';
import { orderEmailRoute, orderReceivedRoute } from './routes.server';

export { transferFor } from './bank-transfer.server';
export { createOrder, type NewOrder, type PlacedOrder } from './create-order.server';
export { OrderDetails } from './order-details.server';
export { orderMails } from './order-mail.server';
export { orderDate } from './order-text.server';
export { claimSubmission, forgetOldSubmissions, noteSubmission, orderOfSubmission, submissionKey, SubmissionTaken } from './submissions.server';
export { orderOfLink } from './routes.server';
export { listOrdersForUser, loadOrderByKey, loadOrderForUser, type OrderDetail, type OrderLine, type OrderSummary, type PaymentMethod } from './service.server';

/** The thank-you page's route, which the account feature also guards (a signed-out customer's order, decision 101). */
export const orderReceivedPath = `${urls.checkout()}order-received/:id{[0-9]+}/`;

/** Placed orders: their tables, the thank-you page, the order e-mails and a customer's orders for the account pages. */
export const ordersFeature: Feature = {
  name: 'orders',
  register(routes) {
    routes.pages.get(orderReceivedPath, orderReceivedRoute);
    routes.pages.post(orderReceivedPath, orderEmailRoute);
  },
};
export { deliveryToAgreeId } from './delivery-to-agree';
