import { describe, expect, it } from 'vitest';
import * as vi from '../../lib/messages/index';
import { emptyCheckoutInput } from './checkout-fields';
import { customerErrors, inFormOrder, isEmail, normalPhone } from './checkout-rules.server';

const valid = { ...emptyCheckoutInput, name: 'Nguyễn Văn An', phone: '0912345678', email: 'an@example.vn', street: 'Số 1', paymentMethod: 'cod', terms: true };

describe('checkout field rules', () => {
  it('spec 5.3, 9.1: a phone is a 0 then 9 or 10 digits; more leading zeros are allowed', () => {
    for (const ok of ['0912345678', '02838123456', '00912345678', '0912 345 678', '091.234.5678']) expect(normalPhone(ok), ok).toBeDefined();
    for (const bad of ['912345678', '091234567', '091234567890', '+84912345678', '09123456a8', '']) expect(normalPhone(bad), bad).toBeUndefined();
    expect(normalPhone('0912 345 678')).toBe('0912345678');
  });

  it('spec 5.3: an e-mail is local@domain with a top-level domain of 2–4 letters', () => {
    for (const ok of ['an@example.vn', 'an.nguyen+shop@mail.example.com', 'a@b.info']) expect(isEmail(ok), ok).toBe(true);
    for (const bad of ['an@example', 'an@example.company', 'an example@x.vn', '@x.vn', 'an@x.v1']) expect(isEmail(bad), bad).toBe(false);
  });

  it('spec 5.3: an e-mail the mailer would read as another address (a comment, quotes, brackets, a list) is refused', () => {
    for (const ok of ["o'neil@example.vn", 'an@cửahàng.vn', 'an@mail-1.example.com']) expect(isEmail(ok), ok).toBe(true);
    for (const bad of ['(1)lan@example.org', 'lan(1)@example.org', '"lan"@example.org', 'x<lan@example.org', 'lan@example.org>', 'a,lan@example.org', 'a;b@example.org', 'lan@[127.0.0.1].vn', 'lan@-x.vn', 'lan@x..vn', 'a\\b@x.vn']) {
      expect(isEmail(bad), bad).toBe(false);
    }
  });

  it('spec 9.1: a name is required and at most 100 characters (letters with marks count once)', () => {
    expect(customerErrors({ ...valid, name: 'Ộ'.repeat(100) })).toEqual([]);
    expect(customerErrors({ ...valid, name: 'Ộ'.repeat(101) })).toEqual([{ id: 'billing_full_name', message: vi.checkout.nameTooLong }]);
    expect(customerErrors({ ...valid, name: '' })).toEqual([{ id: 'billing_full_name', message: vi.checkout.nameRequired }]);
  });

  it('every missing field is reported at once, in the order the form shows them', () => {
    const errors = inFormOrder(customerErrors(emptyCheckoutInput));
    expect(errors.map((e) => e.id)).toEqual(['billing_full_name', 'billing_phone', 'billing_email', 'billing_address_1', 'payment_method', 'terms']);
  });
});
