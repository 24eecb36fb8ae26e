/**
 * The VietQR payload (NAPAS, on EMVCo's merchant-presented QR): tag-length-value fields ending in a CRC, made
 * here so no payment service learns of the order. Banking apps read it and fill in the transfer.
 */
export interface VietQrTransfer {
  /** The bank's 6-digit NAPAS BIN, e.g. 970436 for Vietcombank. */
  bankBin: string;
  accountNumber: string;
  /** đồng; 0 leaves the amount to the payer. */
  amount: number;
  /** The transfer note ('purpose of transaction'). */
  note: string;
}

const napasGuid = 'A000000727';
const transferToAccount = 'QRIBFTTA';
const vndCode = '704';

function field(id: string, value: string): string {
  if (value.length > 99) throw new RangeError(`VietQR field ${id} is longer than 99 characters`);
  return id + String(value.length).padStart(2, '0') + value;
}

/** CRC-16/CCITT-FALSE (polynomial 0x1021, start 0xFFFF, no reflection), as EMVCo's tag 63 asks, in 4 upper-case hex digits. */
export function crc16(text: string): string {
  let crc = 0xffff;
  for (const byte of Buffer.from(text, 'utf8')) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

/** Banking apps take plain ASCII letters, digits and spaces in a note, at most 25: Vietnamese marks are dropped. */
export function transferNote(text: string): string {
  const plain = text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/đ/g, 'd').replace(/Đ/g, 'D');
  return plain.replace(/[^A-Za-z0-9 ]+/g, ' ').replace(/\s+/g, ' ').trim().slice(0, 25).trimEnd();
}

/**
 * The account number as a banking app reads it: the spaces, dots and dashes an owner types between digits left out;
 * undefined when what is left is no account number (1 to 19 letters and digits), which no app could transfer to.
 */
export function qrAccountNumber(typed: string): string | undefined {
  const plain = typed.replace(/[ \t\r\n.-]/g, ''); // the characters migration 051's check of the setting leaves out too
  return /^[A-Za-z0-9]{1,19}$/.test(plain) ? plain : undefined;
}

export function vietQrPayload(t: VietQrTransfer): string {
  const beneficiary = field('00', t.bankBin) + field('01', t.accountNumber);
  const merchantAccount = field('00', napasGuid) + field('01', beneficiary) + field('02', transferToAccount);
  const note = transferNote(t.note);
  const body =
    field('00', '01') + // payload format indicator
    field('01', t.amount > 0 ? '12' : '11') + // dynamic when the amount is fixed, else static
    field('38', merchantAccount) +
    field('53', vndCode) +
    (t.amount > 0 ? field('54', String(Math.round(t.amount))) : '') +
    field('58', 'VN') +
    (note ? field('62', field('08', note)) : '') +
    '6304';
  return body + crc16(body);
}
