import * as vi from '../../lib/messages/index';
import { holdsUnstorable, storableText } from '../../lib/storable-text';
import { unstorableFields } from '../../server/request.server';
import { parseId, parseWholeNumber } from '../../lib/request-numbers';
import { maxLineQuantity } from '../catalogue/index';
import type { OrderItemRequest } from '../../flows/place-order/item-order.server';
import { orderFields } from './quick-buy-fields';

// A serialized form larger than this is no real popup's; it is refused before it is parsed.
const maxFormLength = 8_192;

export type Parsed<T> = { ok: true; value: T } | { ok: false; message: string };

// The fields of a decoded serialized form that held a character the database refuses, as requestInput marks its own.
const heldUnstorable = new WeakMap<URLSearchParams, ReadonlySet<string>>();

/** A serialized form (`customer_info`, `product_info`) as fields; undefined when missing or too long. */
export function serializedForm(raw: string | null): URLSearchParams | undefined {
  if (raw === null || raw.length > maxFormLength) return undefined;
  const form = new URLSearchParams();
  const held = new Set<string>();
  // Decoded a second time here, the form can bring back a NUL the input layer replaced: replace it again (decision 024).
  for (const [name, value] of new URLSearchParams(raw)) {
    if (holdsUnstorable(value)) held.add(storableText(name));
    form.append(storableText(name), storableText(value));
  }
  if (held.size) heldUnstorable.set(form, held);
  return form;
}

/** The fields of a customer form, posted by either door, whose values held a character the database refuses. */
export const unstorableCustomerFields = (form: URLSearchParams): ReadonlySet<string> => new Set([...unstorableFields(form), ...(heldUnstorable.get(form) ?? [])]);

/**
 * The product and quantity a quick-buy call asks about: `prod_id`, and from `product_info` the variation, the
 * chosen values (`attribute_…`) and a quantity from 1 to 9999. `needQuantity` false reads a missing one as 1.
 */
export function readOrderItem(input: URLSearchParams, needQuantity = true): Parsed<OrderItemRequest> {
  const productId = parseId(input.get('prod_id') ?? input.get('prodid'));
  const info = serializedForm(input.get('product_info') ?? '');
  if (productId === undefined || !info) return { ok: false, message: vi.quickBuy.notFound };
  const rawVariation = info.get(orderFields.variation) ?? '';
  const variationId = rawVariation.trim() === '' ? null : parseId(rawVariation);
  if (variationId === undefined) return { ok: false, message: vi.quickBuy.notFound };
  const rawQuantity = info.get(orderFields.quantity);
  const quantity = !needQuantity && !rawQuantity ? 1 : parseWholeNumber(rawQuantity, { min: 1, max: maxLineQuantity });
  if (quantity === undefined) return { ok: false, message: vi.quickBuy.invalidQuantity };
  return { ok: true, value: { productId, variationId, quantity, chosen: (field) => info.get(field) ?? '' } };
}

/** Everything the popup posted for an order, its two serialized forms opened: what one submission is (decision 079). */
export function postedOrderFields(input: URLSearchParams): URLSearchParams {
  const nested = ['product_info', 'customer_info'];
  const fields = new URLSearchParams([...input].filter(([name]) => !nested.includes(name)));
  for (const name of nested) for (const [field, value] of serializedForm(input.get(name)) ?? []) fields.append(field, value);
  return fields;
}
