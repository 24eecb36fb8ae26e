import QRCode from 'qrcode';
import type { ShopSettings } from '../../settings/groups.server';
import type { OrderDetail } from './service.server';
import { qrAccountNumber, transferNote, vietQrPayload } from './vietqr.server';

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

/** A total of 0 (a 100 % coupon and free delivery) leaves nothing to transfer: no code, no account, no amount. */
export const nothingToPay = (t: TransferDetails): boolean => t.amount <= 0;

/**
 * The VietQR payload of the transfer; undefined when there is nothing to pay (a code without an amount would let
 * any sum be sent) or the shop's account number is none a banking app could read.
 */
export function transferPayload(t: TransferDetails): string | undefined {
  const accountNumber = qrAccountNumber(t.accountNumber);
  return accountNumber && !nothingToPay(t) ? vietQrPayload({ bankBin: t.bin, accountNumber, amount: t.amount, note: t.note }) : undefined;
}

/** The VietQR code of the transfer as an SVG image (drawn here, no outside service); none without a payload. */
export async function transferQrSvg(t: TransferDetails): Promise<string | undefined> {
  const payload = transferPayload(t);
  return payload && QRCode.toString(payload, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
}
