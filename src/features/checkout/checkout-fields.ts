import { storableText } from '../../lib/storable-text';
import { oneLine, visibleLines } from '../../lib/visible-text';
import { optInField } from '../newsletter/index';
import { shippingInputName } from '../shipping/index';

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

/** The nonce field of the checkout form (contract.md). */
export const checkoutNonceField = 'woocommerce-process-checkout-nonce';
export const checkoutNonceAction = 'woocommerce-process_checkout';
/** The nonce action of `update_order_review`, whose `security` field carries it (wc_checkout_params). */
export const updateOrderReviewNonceAction = 'update-order-review';
/** The no-JS address step's button: it only re-shows the form with the next list, never places the order. */
export const updateAddressButton = 'update_address';
/** The checkout coupon form (`form.checkout_coupon`, outside `form.checkout`) and its button. */
export const checkoutCouponFormId = 'checkout-coupon';
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
  terms: boolean;
  /** The newsletter box as posted; null on a first visit, when the shop's default ticks it or not. */
  newsletter: boolean | null;
}

// A generous cap on what is read at all; the rules give the real limits and their messages.
const readLimit = 2000;

export function readCheckoutInput(input: URLSearchParams): CheckoutInput {
  // Staff read the typed lines on the order and in its mail: one line each, nothing hidden (as quick buy keeps them).
  const text = (name: string) => oneLine((input.get(name) ?? '').slice(0, readLimit));
  return {
    name: text(fields.name),
    phone: text(fields.phone),
    email: text(fields.email),
    province: text(fields.province),
    district: text(fields.district),
    ward: text(fields.ward),
    street: text(fields.street),
    note: visibleLines((input.get(fields.note) ?? '').slice(0, readLimit)),
    shippingMethodId: text(shippingInputName),
    paymentMethod: text(fields.payment),
    // Only the value the ticked box sends (terms.server.tsx): a posted '0' or 'no' is no acceptance.
    terms: input.get(fields.terms) === '1',
    newsletter: input.has(optInField),
  };
}

// The whole form, serialized; well under the body limit, and more than any real checkout form.
const postDataLimit = 64 * 1024;

/**
 * `update_order_review`'s form (contract.md): the ecosystem's script sends the checkout form serialized in
 * `post_data` (the Vietnamese address fields arrive only there) and a few fields at the top level; our own script
 * posts the form at the top level. A top-level value wins.
 */
export function reviewFormInput(input: URLSearchParams): URLSearchParams {
  const serialized = new URLSearchParams((input.get('post_data') ?? '').slice(0, postDataLimit));
  // Decoded a second time here, post_data can bring back what the input layer replaced: replace it again.
  const form = new URLSearchParams([...serialized].map(([name, value]) => [storableText(name), storableText(value)]));
  for (const [name, value] of input) if (name !== 'post_data') form.set(name, value);
  return form;
}

export const emptyCheckoutInput: CheckoutInput = readCheckoutInput(new URLSearchParams());
