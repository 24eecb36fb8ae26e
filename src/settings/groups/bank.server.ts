import { filled } from '../setting.server';

/** The account a bank transfer goes to, shown with its VietQR code; the demo shop's until the shop enters its own. */
export const bank = {
  /** The bank's 6-digit BIN, which the VietQR code names it by. */
  bin: filled('bank_bin', '970436', /^\d{6}$/),
  name: filled('bank_name', 'Vietcombank'),
  /** Read as typed: a write no banking app could read is refused (migration 051); one stored before shows without a code. */
  accountNumber: filled('bank_account_number', '0123456789'),
  accountHolder: filled('bank_account_holder', 'CONG TY TNHH CUA HANG VIET'),
};
