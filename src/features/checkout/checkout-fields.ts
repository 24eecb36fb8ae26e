/** The checkout form's field names; each is also its input's id and the `data-id` of its error (contract.md). */
export const fields = {
  name: 'billing_full_name',
  phone: 'billing_phone',
  email: 'billing_email',
  province: 'billing_province',
  district: 'billing_district',
  ward: 'billing_ward',
  street: 'billing_address_1',
  note: 'order_comments',
  shipping: 'shipping_method',
  payment: 'payment_method',
  coupon: 'coupon_code',
  terms: 'terms',
} as const;

export type FieldId = (typeof fields)[keyof typeof fields];

/** The shipping radios' name, as the ecosystem posts it (one package). */
export const shippingInputName = 'shipping_method[0]';
/** The nonce field of the checkout form (contract.md). */
export const checkoutNonceField = 'woocommerce-process-checkout-nonce';
export const checkoutNonceAction = 'woocommerce-process_checkout';
/** Buttons that only re-show the form (no-JS address step and coupon), never place the order. */
export const updateAddressButton = 'update_address';
export const applyCouponButton = 'apply_coupon';

/** What the shopper entered, trimmed; every value is shown again when the form comes back with errors. */
export interface CheckoutInput {
  name: string;
  phone: string;
  email: string;
  province: string;
  district: string;
  ward: string;
  street: string;
  note: string;
  shippingMethodId: string;
  paymentMethod: string;
  couponCode: string;
  terms: boolean;
}

// A generous cap on what is read at all; the rules give the real limits and their messages.
const readLimit = 2000;

export function readCheckoutInput(input: URLSearchParams): CheckoutInput {
  const text = (name: string) => (input.get(name) ?? '').slice(0, readLimit).trim();
  return {
    name: text(fields.name),
    phone: text(fields.phone),
    email: text(fields.email),
    province: text(fields.province),
    district: text(fields.district),
    ward: text(fields.ward),
    street: text(fields.street),
    note: text(fields.note),
    shippingMethodId: text(shippingInputName),
    paymentMethod: text(fields.payment),
    couponCode: text(fields.coupon),
    terms: input.has(fields.terms) && input.get(fields.terms) !== '',
  };
}

export const emptyCheckoutInput: CheckoutInput = readCheckoutInput(new URLSearchParams());
