import { urls } from '../../lib/urls';
import type { Feature } from '../../server/shop.server';
import { orderReceivedRoute } from './order-received-route';

export { transferFor } from './bank-transfer';
export { createOrder, type NewOrder, type PlacedOrder } from './create-order';
export { OrderDetails } from './order-details';
export { orderMails } from './order-mail';
export { orderDate } from './order-text';
export { listOrdersForUser, loadOrderByKey, loadOrderForUser, type OrderDetail, type OrderLine, type OrderSummary, type PaymentMethod } from './service';

/** Placed orders: their tables, the thank-you page, the order e-mails and a customer's orders for the account pages. */
export const ordersFeature: Feature = {
  name: 'orders',
  register(routes) {
    routes.pages.get(`${urls.checkout()}order-received/:id{[0-9]+}/`, orderReceivedRoute);
  },
};
