import * as vi from '../../lib/messages/index';
import { urls } from '../../lib/urls';
import { Amount } from '../../ui/price';
import { orderDate } from '../orders/index.server';
import type { OrderSummary } from '../orders/index.server';
import { accountUrls } from './account-urls';

const cell = (column: string) => `woocommerce-orders-table__cell woocommerce-orders-table__cell-${column}`;
const header = (column: string) => `woocommerce-orders-table__header woocommerce-orders-table__header-${column}`;

function OrderRow({ order }: { order: OrderSummary }) {
  const href = accountUrls.order(order.number);
  return (
    <tr className={`woocommerce-orders-table__row woocommerce-orders-table__row--status-${order.status} order`}>
      <th className={cell('order-number')} data-title={vi.account.orderNumber} scope="row">
        <a href={href}>#{order.number}</a>
      </th>
      <td className={cell('order-date')} data-title={vi.account.date}>
        <time dateTime={order.date}>{orderDate(order.date)}</time>
      </td>
      <td className={cell('order-status')} data-title={vi.account.status}>{vi.checkout.status[order.status]}</td>
      <td className={cell('order-total')} data-title={vi.account.total}>
        <Amount dong={order.total} />
        {vi.account.totalFor(order.itemCount)}
      </td>
      <td className={cell('order-actions')} data-title={vi.account.actions}>
        <a href={href} className="woocommerce-button button view">{vi.account.view}</a>
      </td>
    </tr>
  );
}

/** Spec 2.7: the customer's orders; the wrapper scrolls sideways on small touch screens instead of squeezing the table. */
export function OrdersTable({ orders }: { orders: OrderSummary[] }) {
  if (!orders.length) {
    return (
      <div className="woocommerce-message woocommerce-message--info woocommerce-Message woocommerce-Message--info woocommerce-info">
        {vi.account.noOrders} <a className="woocommerce-Button button" href={urls.shop()}>{vi.account.browseProducts}</a>
      </div>
    );
  }
  return (
    <div className="woocommerce-orders-table-wrapper touch-scroll-table">
      <table className="woocommerce-orders-table woocommerce-MyAccount-orders shop_table shop_table_responsive my_account_orders account-orders-table">
        <thead>
          <tr>
            <th className={header('order-number')}><span className="nobr">{vi.account.orderNumber}</span></th>
            <th className={header('order-date')}><span className="nobr">{vi.account.date}</span></th>
            <th className={header('order-status')}><span className="nobr">{vi.account.status}</span></th>
            <th className={header('order-total')}><span className="nobr">{vi.account.total}</span></th>
            <th className={header('order-actions')}><span className="nobr">{vi.account.actions}</span></th>
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => (
            <OrderRow key={order.id} order={order} />
          ))}
        </tbody>
      </table>
    </div>
  );
}
