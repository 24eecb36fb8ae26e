import * as vi from '../../lib/messages/index';
import { oneLine } from '../../lib/visible-text';
import { unstorableCustomerFields } from './order-input.server';
import { customerFields, readCustomerForm, type CustomerField, type CustomerForm } from './quick-buy-fields';
import type { FieldError } from './quick-buy-rules';

// The fields a shopper types, and those of them that are one line on the order, its mails and the shop's screens.
const typedFields: CustomerField[] = ['name', 'phone', 'validPhone', 'email', 'address'];
const oneLineFields: CustomerField[] = ['name', 'phone', 'validPhone', 'address'];

/** The customer form as the order keeps it: name, phone and street on one line, without control characters. */
export function readTypedCustomer(customer: URLSearchParams): CustomerForm {
  const form = readCustomerForm(customer);
  for (const field of oneLineFields) form[field] = oneLine(form[field]);
  return form;
}

/** Typed fields that held a character the database refuses: refused by name rather than stored changed, as checkout does. */
export function unstorableErrors(customer: URLSearchParams): FieldError[] {
  const held = unstorableCustomerFields(customer);
  return typedFields.filter((field) => held.has(customerFields[field])).map((field) => ({ field, message: vi.quickBuy.unstorable(vi.quickBuy[field]) }));
}
