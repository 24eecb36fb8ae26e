import QRCode from 'qrcode';
import type { Db } from '../../db/index';
import { readSettings } from './queries';
import type { OrderDetail } from './service';
import { transferNote, vietQrPayload } from './vietqr';

/** The account a bank transfer goes to: settings `bank_bin`, `bank_name`, `bank_account_number`, `bank_account_holder`. */
export interface ShopBankAccount {
  bin: string;
  bankName: string;
  accountNumber: string;
  holder: string;
}

/** The demo shop's account, shown until the shop enters its own. */
export const demoBankAccount: ShopBankAccount = { bin: '970436', bankName: 'Vietcombank', accountNumber: '0123456789', holder: 'CONG TY TNHH CUA HANG VIET' };

export async function shopBankAccount(db: Db): Promise<ShopBankAccount> {
  const s = await readSettings(db, ['bank_bin', 'bank_name', 'bank_account_number', 'bank_account_holder']);
  const bin = s.get('bank_bin');
  return {
    bin: bin && /^\d{6}$/.test(bin) ? bin : demoBankAccount.bin,
    bankName: s.get('bank_name') || demoBankAccount.bankName,
    accountNumber: s.get('bank_account_number') || demoBankAccount.accountNumber,
    holder: s.get('bank_account_holder') || demoBankAccount.holder,
  };
}

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
