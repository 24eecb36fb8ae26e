import { urls } from '../../lib/urls';
import type { Feature } from '../../server/shop.server';
import { orderReceivedRoute } from './routes.server';

export { transferFor } from './bank-transfer.server';
export { createOrder, type NewOrder, type PlacedOrder } from './create-order.server';
export { OrderDetails } from './order-details.server';
export { orderMails } from './order-mail.server';
export { orderDate } from './order-text.server';
export { claimSubmission, forgetOldSubmissions, noteSubmission, orderOfSubmission, submissionKey, SubmissionTaken } from './submissions.server';
export { listOrdersForUser, loadOrderByKey, loadOrderForUser, type OrderDetail, type OrderLine, type OrderSummary, type PaymentMethod } from './service.server';

/** Placed orders: their tables, the thank-you page, the order e-mails and a customer's orders for the account pages. */
export const ordersFeature: Feature = {
  name: 'orders',
  register(routes) {
    routes.pages.get(`${urls.checkout()}order-received/:id{[0-9]+}/`, orderReceivedRoute);
  },
};
