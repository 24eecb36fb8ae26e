import * as vi from '../../lib/messages/index';
import type { PaymentMethod } from '../orders/index.server';
import type { AddressProblem } from '../address/index.server';
import { fields, type CheckoutInput, type FieldId } from './checkout-fields';
import { isEmail, normalPhone } from '../../lib/contact-details';

/** One reason the order cannot be placed; `id` names the field it is about (null: the order as a whole). */
export interface CheckoutError {
  id: FieldId | null;
  message: string;
}

export const maxNameLength = 100;
const maxStreetLength = 200;
const maxNoteLength = 1000;

export { isEmail, normalPhone } from '../../lib/contact-details';

export const paymentMethods: PaymentMethod[] = ['cod', 'bacs'];
export const isPaymentMethod = (v: string): v is PaymentMethod => (paymentMethods as string[]).includes(v);

/** The field rules that need no data: name, phone, e-mail, street, note, payment and terms. */
export function customerErrors(input: CheckoutInput): CheckoutError[] {
  const errors: CheckoutError[] = [];
  const add = (id: FieldId, message: string) => errors.push({ id, message });
  if (!input.name) add(fields.name, vi.checkout.nameRequired);
  else if ([...input.name].length > maxNameLength) add(fields.name, vi.checkout.nameTooLong);
  if (!input.phone) add(fields.phone, vi.checkout.phoneRequired);
  else if (!normalPhone(input.phone)) add(fields.phone, vi.checkout.phoneInvalid);
  if (!input.email) add(fields.email, vi.checkout.emailRequired);
  else if (!isEmail(input.email)) add(fields.email, vi.checkout.emailInvalid);
  if (!input.street) add(fields.street, vi.checkout.streetRequired);
  else if ([...input.street].length > maxStreetLength) add(fields.street, vi.checkout.streetTooLong);
  if ([...input.note].length > maxNoteLength) add(fields.note, vi.checkout.notesTooLong);
  if (!isPaymentMethod(input.paymentMethod)) add(fields.payment, vi.checkout.paymentInvalid);
  if (!input.terms) add(fields.terms, vi.checkout.termsRequired);
  return errors;
}

// The text fields a shopper types, with the label their refusal names.
const typedFields: [FieldId, string][] = [
  [fields.name, vi.checkout.fullName],
  [fields.phone, vi.checkout.phone],
  [fields.email, vi.checkout.email],
  [fields.street, vi.checkout.street],
  [fields.note, vi.checkout.note.replace(/:$/, '')],
];

/** Typed fields that held characters the database refuses: refused by name, rather than stored changed. */
export function unstorableErrors(cleaned: ReadonlySet<string>): CheckoutError[] {
  return typedFields.filter(([id]) => cleaned.has(id)).map(([id, label]) => ({ id, message: vi.checkout.unstorable(label) }));
}

const addressMessages = {
  province: { required: vi.checkout.provinceRequired, invalid: vi.checkout.provinceInvalid },
  district: { required: vi.checkout.districtRequired, invalid: vi.checkout.districtInvalid },
  ward: { required: vi.checkout.wardRequired, invalid: vi.checkout.wardInvalid },
} as const;

export function addressErrors(problems: AddressProblem[]): CheckoutError[] {
  return problems.map((p) => ({ id: fields[p.field], message: addressMessages[p.field][p.kind] }));
}

/** Errors in the order the form shows its fields, so the list reads top to bottom. */
export function inFormOrder(errors: CheckoutError[]): CheckoutError[] {
  const order: (FieldId | null)[] = [null, ...Object.values(fields)];
  return [...errors].sort((a, b) => order.indexOf(a.id) - order.indexOf(b.id));
}
