import { showsShippingAmount } from './delivery-to-agree';
import * as vi from '../../lib/messages/index';
import { Amount } from '../../ui/price';
import { addressLine, paymentLabel } from './order-text.server';
import type { OrderDetail } from './service.server';

/** The order's lines and totals, then the delivery address: `table.woocommerce-table--order-details` as the ecosystem marks it. */
export function OrderDetails({ order }: { order: OrderDetail }) {
  return (
    <section className="woocommerce-order-details">
      <h2 className="woocommerce-order-details__title">{vi.checkout.orderDetails}</h2>
      <table className="woocommerce-table woocommerce-table--order-details shop_table order_details">
        <thead>
          <tr>
            <th className="product-name">{vi.checkout.product}</th>
            <th className="product-total">{vi.checkout.total}</th>
          </tr>
        </thead>
        <tbody>
          {order.lines.map((line, i) => (
            <tr key={i} className="woocommerce-table__line-item order_item">
              <td className="product-name">
                {line.name} <strong className="product-quantity">× {line.quantity}</strong>
                {line.attributes && <div className="wc-item-meta">{line.attributes}</div>}
              </td>
              <td className="product-total"><Amount dong={line.lineTotal} /></td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr><th scope="row">{vi.checkout.subtotal}</th><td><Amount dong={order.subtotal} /></td></tr>
          {order.coupons.map((c) => (
            <tr key={c.code} className="order-discount"><th scope="row">{vi.checkout.discount(c.code)}</th><td>-<Amount dong={c.amount} /></td></tr>
          ))}
          <tr><th scope="row">{vi.checkout.shipping}</th><td>{order.shipping.label}{showsShippingAmount(order.shipping) && <>: <Amount dong={order.shipping.total} /></>}</td></tr>
          <tr><th scope="row">{vi.checkout.paymentMethod}</th><td>{paymentLabel(order.paymentMethod)}</td></tr>
          <tr className="order-total"><th scope="row">{vi.checkout.total}</th><td><strong><Amount dong={order.total} /></strong></td></tr>
          {order.note && <tr><th scope="row">{vi.checkout.note}</th><td>{order.note}</td></tr>}
        </tfoot>
      </table>
      <section className="woocommerce-customer-details">
        <h2 className="woocommerce-column__title">{vi.checkout.shippingAddress}</h2>
        <address>
          {order.customer.name}<br />
          {addressLine(order.address)}<br />
          <span className="woocommerce-customer-details--phone">{order.customer.phone}</span><br />
          <span className="woocommerce-customer-details--email">{order.customer.email}</span>
        </address>
      </section>
    </section>
  );
}
