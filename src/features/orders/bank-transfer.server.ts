import QRCode from 'qrcode';
import type { ShopSettings } from '../../settings/groups.server';
import type { OrderDetail } from './service.server';
import { transferNote, vietQrPayload } from './vietqr.server';

/** The account a bank transfer goes to: the `bank_*` settings. */
export type ShopBankAccount = ShopSettings['bank'];

/** What the shopper transfers for an order: the amount, and the order number as the note the shop matches on. */
export interface TransferDetails extends ShopBankAccount {
  amount: number;
  note: string;
}

export function transferFor(account: ShopBankAccount, order: Pick<OrderDetail, 'number' | 'total'>): TransferDetails {
  return { ...account, amount: order.total, note: transferNote(order.number) };
}

/** The VietQR code of the transfer as an SVG image (drawn here, no outside service). */
export function transferQrSvg(t: TransferDetails): Promise<string> {
  const payload = vietQrPayload({ bankBin: t.bin, accountNumber: t.accountNumber, amount: t.amount, note: t.note });
  return QRCode.toString(payload, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
}
