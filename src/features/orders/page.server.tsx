import * as vi from '../../lib/messages/index';
import { Amount } from '../../ui/price';
import type { TransferDetails } from './bank-transfer.server';
import { BankTransferDetails } from './bank-transfer-details.server';
import { OrderDetails } from './order-details.server';
import { orderDate, paymentLabel } from './order-text.server';
import type { OrderDetail } from './service.server';

export interface BankTransferView {
  transfer: TransferDetails;
  qrSvg: string | undefined;
}

/** The thank-you page: the order's overview, the bank transfer to make when paying that way, then its details. */
export function OrderReceivedPage({ order, bankTransfer }: { order: OrderDetail; bankTransfer: BankTransferView | null }) {
  return (
    <div className="woocommerce order-received-page container">
      <h1 className="page-title">{vi.checkout.orderReceived}</h1>
      <div className="woocommerce-order">
        <p className="woocommerce-notice woocommerce-notice--success woocommerce-thankyou-order-received">{vi.checkout.thankYou}</p>
        <ul className="woocommerce-order-overview woocommerce-thankyou-order-details order_details">
          <li className="woocommerce-order-overview__order order">{vi.checkout.orderNumber} <strong>{order.number}</strong></li>
          <li className="woocommerce-order-overview__date date">{vi.checkout.orderDate} <strong>{orderDate(order.date)}</strong></li>
          <li className="woocommerce-order-overview__email email">{vi.checkout.orderEmail} <strong>{order.customer.email}</strong></li>
          <li className="woocommerce-order-overview__total total">{vi.checkout.orderTotal} <strong><Amount dong={order.total} /></strong></li>
          <li className="woocommerce-order-overview__payment-method method">{vi.checkout.paymentMethod} <strong>{paymentLabel(order.paymentMethod)}</strong></li>
        </ul>
        {bankTransfer && <BankTransferDetails transfer={bankTransfer.transfer} qrSvg={bankTransfer.qrSvg} orderNumber={order.number} />}
        <OrderDetails order={order} />
      </div>
    </div>
  );
}

/** A guest's order opened in another browser after a while: its e-mail address, typed, shows it (decision 101). */
export function OrderEmailForm({ action, problem }: { action: string; problem?: string }) {
  return (
    <div className="woocommerce order-received-page container">
      <h1 className="page-title">{vi.checkout.orderReceived}</h1>
      {problem && <ul className="woocommerce-error" role="alert"><li>{problem}</li></ul>}
      <form className="woocommerce-form order-email-form" method="post" action={action}>
        <p>{vi.checkout.orderEmailAsk}</p>
        <p className="form-row">
          <label htmlFor="order-email">{vi.checkout.email}</label>
          <input type="email" className="input-text" name="email" id="order-email" autoComplete="email" required maxLength={254} />
        </p>
        <button type="submit" className="button">{vi.account.view}</button>
      </form>
    </div>
  );
}
