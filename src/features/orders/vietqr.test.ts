import { describe, expect, it } from 'vitest';
import { crc16, transferNote, vietQrPayload } from './vietqr.server';

// Payloads made by banking services (a payOS payment link and a bank's printed transfer), CRC included.
const payOsPayload = '00020101021238570010A000000727012700069704220113VQRQADAIJ55120208QRIBFTTA5303704540470005802VN62120808TL89 1006304E346';
const bankPayload = '00020101021238540010A00000072701240006970436011010234567890208QRIBFTTA5303704540719430005802VN62120808TT0000696304A8E5';

describe('VietQR payload (decision 014: EMVCo payload made locally)', () => {
  it('CRC-16/CCITT-FALSE gives the catalogued check value for "123456789"', () => {
    expect(crc16('123456789')).toBe('29B1');
  });

  it('CRC matches the NAPAS specification example', () => {
    const napasExample = '00020101021238600010A00000072701300006970403011697040311012345670208QRIBFTTC530370454061800005802VN62340107NPS68690819thanh toan don hang6304';
    expect(crc16(napasExample)).toBe('A203');
  });

  it('builds byte for byte the payloads banking services made for the same transfers', () => {
    expect(vietQrPayload({ bankBin: '970422', accountNumber: 'VQRQADAIJ5512', amount: 7000, note: 'TL89 100' })).toBe(payOsPayload);
    expect(vietQrPayload({ bankBin: '970436', accountNumber: '1023456789', amount: 1_943_000, note: 'TT000069' })).toBe(bankPayload);
  });

  it('lays out the fields: format, dynamic initiation, NAPAS account with service code, VND, amount, VN, note, CRC', () => {
    const payload = vietQrPayload({ bankBin: '970436', accountNumber: '0123456789', amount: 350_000, note: '1024' });
    expect(payload).toBe(
      '000201' +
        '010212' +
        '3854' + '0010A000000727' + '0124' + '0006970436' + '01100123456789' + '0208QRIBFTTA' +
        '5303704' +
        '5406350000' +
        '5802VN' +
        '6208' + '08041024' +
        '6304' + crc16(payload.slice(0, -4)),
    );
  });

  it('is static (point of initiation 11) and has no amount field when the amount is left to the payer', () => {
    const payload = vietQrPayload({ bankBin: '970436', accountNumber: '0123456789', amount: 0, note: '' });
    expect(payload.slice(6, 12)).toBe('010211');
    expect(payload).not.toContain('5406');
    expect(payload).toMatch(/5802VN6304[0-9A-F]{4}$/);
  });

  it('keeps a transfer note to plain ASCII of at most 25 characters', () => {
    expect(transferNote('Đơn hàng #1024 – Nguyễn Văn Ánh')).toBe('Don hang 1024 Nguyen Van');
    expect(transferNote('Thanh toán đơn hàng 1024')).toBe('Thanh toan don hang 1024');
  });
});
