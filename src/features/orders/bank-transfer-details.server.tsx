import * as vi from '../../lib/messages/index';
import { Amount } from '../../ui/price';
import { nothingToPay, type TransferDetails } from './bank-transfer.server';

/** The thank-you page's transfer box: the VietQR code, and the same details as text for typing them in; one line when nothing is to pay. */
export function BankTransferDetails({ transfer, qrSvg, orderNumber }: { transfer: TransferDetails; qrSvg: string | undefined; orderNumber: string }) {
  if (nothingToPay(transfer)) return <p className="woocommerce-notice woocommerce-notice--info bank-transfer-nothing-to-pay">{vi.checkout.nothingToPay}</p>;
  return (
    <section className="woocommerce-bacs-bank-details">
      <h2 className="wc-bacs-bank-details-heading">{vi.checkout.bankTransferTitle}</h2>
      <p>{vi.checkout.bankTransferHint}</p>
      <div className="bank-transfer">
        {/* The SVG is drawn on the server by the qrcode package from our own payload: no outside text in it. */}
        {qrSvg && <div className="vietqr-code" role="img" aria-label={vi.checkout.qrAlt(orderNumber)} dangerouslySetInnerHTML={{ __html: qrSvg }} />}
        <ul className="wc-bacs-bank-details order_details bacs_details">
          <li className="bank_name">{vi.checkout.bankName} <strong>{transfer.name}</strong></li>
          <li className="account_number">{vi.checkout.bankAccount} <strong>{transfer.accountNumber}</strong></li>
          <li className="account_name">{vi.checkout.bankHolder} <strong>{transfer.accountHolder}</strong></li>
          <li className="amount">{vi.checkout.amount} <strong><Amount dong={transfer.amount} /></strong></li>
          <li className="transfer_note">{vi.checkout.transferNote} <strong>{transfer.note}</strong></li>
        </ul>
      </div>
    </section>
  );
}
