import * as vi from '../../lib/messages/index';
import { OrderDetails } from '../orders/index.server';
import { orderDate } from '../orders/index.server';
import type { OrderDetail } from '../orders/index.server';
import { accountUrls } from './account-urls';

/** One of the customer's orders: its state, then its lines, totals and address as the thank-you page shows them. */
export function OrderView({ order }: { order: OrderDetail }) {
  return (
    <>
      <p className="order-info">{vi.account.orderSummary(order.number, orderDate(order.date), vi.checkout.status[order.status])}</p>
      <OrderDetails order={order} />
      <p>
        <a className="button wc-backward" href={accountUrls.myAccount()}>{vi.account.backToOrders}</a>
      </p>
    </>
  );
}
