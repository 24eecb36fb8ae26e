// The quick-buy form's field names (spec 3.7), read by the server and the popup's script alike.

export const customerFields = {
  name: 'customer-name',
  phone: 'customer-phone',
  validPhone: 'customer-valid-phone',
  email: 'customer-email',
  province: 'customer-tinh',
  district: 'customer-quan',
  ward: 'customer-xa',
  address: 'customer-address',
  coupon: 'customer-coupon',
} as const;

export type CustomerField = keyof typeof customerFields;

/** The form's other inputs: quantity and variation (product_info), the shipping radio, nonce and flags. */
export const orderFields = {
  quantity: 'quantity',
  variation: 'variation_id',
  shipping: 'shipping_method[0]',
  nonce: 'prod_nonce',
  couponAmount: 'coupon_amount',
  total: 'order_total',
} as const;

/** The variation form's selects are named `attribute_<field>`; their values travel in product_info. */
export const attributePrefix = 'attribute_';

/** Whether a field of the form belongs in `product_info`: the variation, its chosen values and the quantity. */
export const productInfoField = (name: string) => name === orderFields.variation || name === orderFields.quantity || name.startsWith(attributePrefix);

/** The element ids of the address selects (spec 3.7). */
export const selectIds = { province: 'matp', district: 'maqh', ward: 'xaid' } as const;

/** The customer form as sent: every field trimmed, '' when missing. */
export type CustomerForm = Record<CustomerField, string>;

export function readCustomerForm(form: URLSearchParams): CustomerForm {
  const entries = Object.entries(customerFields).map(([key, name]) => [key, (form.get(name) ?? '').trim()]);
  return Object.fromEntries(entries) as CustomerForm;
}
