import { isEmail, normalPhone } from '../../lib/contact-details';
import * as vi from '../../lib/messages/index';
import type { CustomerField, CustomerForm } from './quick-buy-fields';

/** Which fields the shop requires (the popup's hidden flags, from the quick-buy settings). */
export interface QuickBuyFlags {
  requireEmail: boolean;
  requireDistrict: boolean;
  requireVillage: boolean;
  requireAddress: boolean;
}

export interface FieldError {
  field: CustomerField;
  message: string;
}

export const maxNameLength = 100;
export const maxAddressLength = 200;

const m = vi.quickBuy;

/** The phone as one number (spec 5.3 allows more leading zeros): its digits after a single 0; undefined when not a phone. */
export const phoneNumber = (raw: string): string | undefined => normalPhone(raw)?.replace(/^0+/, '0');

const length = (text: string) => [...text].length;

/** Spec 5.3, the one rule set: the server checks with it and the popup shows its messages before sending. */
export function customerFormErrors(form: CustomerForm, flags: QuickBuyFlags): FieldError[] {
  const errors: FieldError[] = [];
  const add = (field: CustomerField, message: string) => errors.push({ field, message });
  if (!form.name) add('name', m.nameRequired);
  else if (length(form.name) > maxNameLength) add('name', m.nameTooLong);
  if (!form.phone) add('phone', m.phoneRequired);
  else if (!phoneNumber(form.phone)) add('phone', m.phoneInvalid);
  if (!form.validPhone) add('validPhone', m.validPhoneRequired);
  else if (!phoneNumber(form.validPhone) || phoneNumber(form.validPhone) !== phoneNumber(form.phone)) add('validPhone', m.validPhoneMismatch);
  if (!form.email && flags.requireEmail) add('email', m.emailRequired);
  else if (form.email && !isEmail(form.email)) add('email', m.emailInvalid);
  if (!form.province) add('province', m.provinceRequired);
  if (!form.district && flags.requireDistrict) add('district', m.districtRequired);
  if (!form.ward && flags.requireVillage) add('ward', m.wardRequired);
  if (!form.address && flags.requireAddress) add('address', m.addressRequired);
  else if (length(form.address) > maxAddressLength) add('address', m.addressTooLong);
  return errors;
}

/** Spec 9.1: unit price × quantity + the chosen shipping cost − the coupon's amount, never below 0. */
export function quickBuyTotal(parts: { unitPrice: number; quantity: number; shipping: number; discount: number }): number {
  return Math.max(0, parts.unitPrice * parts.quantity + parts.shipping - parts.discount);
}
