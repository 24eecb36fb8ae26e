import { describe, expect, it } from 'vitest';
import * as vi from '../../lib/messages/index';
import { readCustomerForm, type CustomerForm } from './quick-buy-fields';
import { customerFormErrors, quickBuyTotal, type QuickBuyFlags } from './quick-buy-rules';

const all: QuickBuyFlags = { requireEmail: true, requireDistrict: true, requireVillage: true, requireAddress: true };
const none: QuickBuyFlags = { requireEmail: false, requireDistrict: false, requireVillage: false, requireAddress: false };
const valid: CustomerForm = {
  name: 'Lê Văn Bình',
  phone: '0912345678',
  validPhone: '0912 345 678',
  email: 'binh@example.vn',
  province: '01',
  district: '001',
  ward: '00001',
  address: 'Số 3 Phố Huế',
  coupon: '',
};
const errorsOf = (form: Partial<CustomerForm>, flags = all) => customerFormErrors({ ...valid, ...form }, flags);

describe('the quick-buy form rules (spec 5.3)', () => {
  it('a complete form has no errors', () => {
    expect(errorsOf({})).toEqual([]);
    expect(errorsOf({ email: '', district: '', ward: '', address: '' }, none)).toEqual([]);
  });

  it('name: required, at most 100 characters (Vietnamese marks count once)', () => {
    expect(errorsOf({ name: '' })).toEqual([{ field: 'name', message: vi.quickBuy.nameRequired }]);
    expect(errorsOf({ name: 'ữ'.repeat(100) })).toEqual([]);
    expect(errorsOf({ name: 'ữ'.repeat(101) })).toEqual([{ field: 'name', message: vi.quickBuy.nameTooLong }]);
  });

  it('phone: required, a 0 then 9 or 10 digits, more leading zeros allowed', () => {
    expect(errorsOf({ phone: '', validPhone: '' })).toEqual([
      { field: 'phone', message: vi.quickBuy.phoneRequired },
      { field: 'validPhone', message: vi.quickBuy.validPhoneRequired },
    ]);
    for (const ok of ['0123456789', '0912345678', '00912345678', '0912.345.678']) expect(errorsOf({ phone: ok, validPhone: ok }), ok).toEqual([]);
    for (const bad of ['912345678', '09123456', '091234567890', '09123abc78', '+84912345678']) {
      expect(errorsOf({ phone: bad, validPhone: bad })[0], bad).toEqual({ field: 'phone', message: vi.quickBuy.phoneInvalid });
    }
  });

  it('the re-entered phone must be the same number', () => {
    expect(errorsOf({ validPhone: '0912345679' })).toEqual([{ field: 'validPhone', message: vi.quickBuy.validPhoneMismatch }]);
    expect(errorsOf({ validPhone: 'abc' })).toEqual([{ field: 'validPhone', message: vi.quickBuy.validPhoneMismatch }]);
    expect(errorsOf({ phone: '000912345678', validPhone: '0912345678' }), 'more leading zeros, the same number').toEqual([]);
  });

  it('e-mail: required only when the shop says so, checked whenever given', () => {
    expect(errorsOf({ email: '' })).toEqual([{ field: 'email', message: vi.quickBuy.emailRequired }]);
    expect(errorsOf({ email: '' }, none)).toEqual([]);
    for (const bad of ['binh', 'binh@example', 'binh@example.vietnam', 'a b@c.vn']) {
      expect(errorsOf({ email: bad }, none), bad).toEqual([{ field: 'email', message: vi.quickBuy.emailInvalid }]);
    }
  });

  it('district, ward and address follow their flags; the province is always needed', () => {
    expect(errorsOf({ province: '', district: '', ward: '', address: '' })).toEqual([
      { field: 'province', message: vi.quickBuy.provinceRequired },
      { field: 'district', message: vi.quickBuy.districtRequired },
      { field: 'ward', message: vi.quickBuy.wardRequired },
      { field: 'address', message: vi.quickBuy.addressRequired },
    ]);
    expect(errorsOf({ province: '', district: '', ward: '', address: '' }, none)).toEqual([{ field: 'province', message: vi.quickBuy.provinceRequired }]);
  });

  it('reads the form by the spec\'s field names, trimmed', () => {
    const form = readCustomerForm(new URLSearchParams({ 'customer-name': '  An ', 'customer-quan': '001', 'customer-xa': '00001' }));
    expect(form).toMatchObject({ name: 'An', district: '001', ward: '00001', phone: '', coupon: '' });
  });

  it('total = unit price × quantity + shipping − coupon (spec 9.1), never below 0', () => {
    expect(quickBuyTotal({ unitPrice: 250_000, quantity: 3, shipping: 30_000, discount: 50_000 })).toBe(730_000);
    expect(quickBuyTotal({ unitPrice: 10_000, quantity: 1, shipping: 0, discount: 50_000 })).toBe(0);
  });
});
