import * as vi from '../../lib/messages/index';
import { siteOrigin } from '../../server/request.server';
import { readSession } from '../../server/session.server';
import { clientAddress, limitAddress } from '../../server/client-address.server';
import { addressLimits, roomLeft } from '../../server/rate-limit.server';
import type { ShopContext } from '../../server/shop.server';
import type { ShopSettings } from '../../settings/groups.server';
import { itemOrder, type OrderItemRequest } from '../../flows/place-order/item-order.server';
import { placeOrder } from '../../flows/place-order/place-order.server';
import type { Db } from '../../db/index.server';
import { currentUserId } from '../account/index.server';
import { nullIfUnitsUnavailable } from '../address/index.server';
import { readOrderAttribution } from '../attribution/index.server';
import { limitsUsesPerCustomer } from '../coupons/index.server';
import { quantityProblem, stockFacts } from '../catalogue/index';
import { findItems, resolveItem } from '../catalogue/index.server';
import { orderOfSubmission, submissionKey, type PlacedOrder } from '../orders/index.server';
import { seenCostField } from '../shipping/index';
import { resolveArea } from './area.server';
import { agreedDelivery } from './agreed-delivery.server';
import { countedOrder } from './counted-order.server';
import { pricedLine, priceLine, shippingNow, type ShippingNow } from './pricing.server';
import { readTypedCustomer, unstorableErrors } from './customer-input.server';
import { orderFields } from './quick-buy-fields';
import { customerFormErrors, phoneNumber, type FieldError, type QuickBuyFlags } from './quick-buy-rules';

export interface PopupSettings extends QuickBuyFlags {
  enableShip: boolean;
}

/** The flags the popup carries; the district is asked only when the structure has districts. */
export function popupSettings(settings: ShopSettings): PopupSettings {
  const q = settings.quickBuy;
  const threeTier = settings.address.structure === 'three-tier';
  return { enableShip: q.enableShip, requireEmail: q.requireEmail, requireDistrict: threeTier && q.requireDistrict, requireVillage: q.requireVillage, requireAddress: q.requireAddress };
}

/** `shipping`: the area's methods priced now, when the chosen one was re-priced or removed since the popup showed it. */
export type QuickBuyResult =
  | { ok: true; order: PlacedOrder }
  | { ok: false; message: string; errors: FieldError[]; status: 400 | 409 | 429 | 503; shipping?: ShippingNow };

const refused = (message: string, status: 400 | 409 | 429 | 503 = 400, errors: FieldError[] = []): QuickBuyResult => ({ ok: false, message, errors, status });

/** Whether the item cannot be had in this quantity now for want of stock (spec 8.2: 'Out of stock!'). */
async function shortOfStock(db: Db, item: OrderItemRequest): Promise<boolean> {
  const resolution = await resolveItem(db, item);
  if (!resolution.ok) return false;
  const { product, variation } = resolution.item;
  const kind = quantityProblem(stockFacts(variation ?? product, product), item.quantity)?.kind;
  return kind === 'outOfStock' || kind === 'notEnoughStock';
}

/** A variation named in the form must be one of the product's own; none named is fine. */
async function variationOfProduct(db: Db, item: OrderItemRequest): Promise<boolean> {
  if (item.variationId === null) return true;
  const [variation] = await findItems(db, [item.variationId]);
  return variation?.type === 'variation' && variation.parent_id === item.productId;
}

/**
 * A quick-buy order, from the popup or the page without script: the customer form checked by the shared rules,
 * the address by the address service, then one line placed through the shared order pipeline. `posted` is every
 * field the shopper sent: the same again from the same session (or address) answers the first order (decision 079).
 */
export async function placeQuickBuy(c: ShopContext, item: OrderItemRequest, customer: URLSearchParams, posted: URLSearchParams): Promise<QuickBuyResult> {
  const deps = c.get('deps');
  const db = deps.database.db;
  const session = await readSession(c);
  const submission = submissionKey('quick-buy', session ? `session:${session.id}` : `address:${clientAddress(c)}`, posted);
  // Before the stock and the limit: a retry of a placed order must not be told it is sold out or too many.
  const earlier = await orderOfSubmission(db, submission);
  if (earlier) return { ok: true, order: earlier };
  const settings = await deps.settings();
  const flags = popupSettings(settings);
  const form = readTypedCustomer(customer);
  const refusedText = unstorableErrors(customer);
  const errors = [...refusedText, ...customerFormErrors(form, flags).filter((e) => !refusedText.some((r) => r.field === e.field))];
  const area = form.province ? await nullIfUnitsUnavailable(resolveArea(settings.address.structure, form, flags)) : undefined;
  if (area === null) return refused(vi.address.unitsUnavailable, 503); // the address cannot be checked now (decision 093)
  if (area && !area.ok) errors.push(...area.errors.filter((e) => !errors.some((known) => known.field === e.field)));
  const userId = await currentUserId(c);
  // A per-customer coupon counts its uses by account or e-mail: an order with neither is asked for the e-mail.
  if (form.coupon && !form.email && userId === null && (await limitsUsesPerCustomer(db, form.coupon))) errors.push({ field: 'email', message: vi.coupons.emailNeeded });
  if (errors.length || !area?.ok) return refused(errors[0]?.message ?? vi.quickBuy.provinceRequired, 400, errors);

  if (!(await variationOfProduct(db, item))) return refused(vi.quickBuy.notFound);
  const chosenMethod = flags.enableShip ? (customer.get(orderFields.shipping) ?? '') : '';
  const line = chosenMethod ? undefined : await pricedLine(db, item);
  if (line && !line.ok) return (await shortOfStock(db, item)) ? refused(vi.quickBuy.outOfStock, 409) : refused(line.message);
  const pricing = flags.enableShip && line?.ok ? await priceLine(db, line.value, { provinceCode: form.province, couponCode: '' }) : undefined;
  // Counted with the order, so a mistyped form or an order not placed does not use up the visitor's orders (decision 022);
  // a sender already at the limit is told before the order's transaction is begun.
  const [limit, sender] = [addressLimits(deps.config).quickBuyOrders, limitAddress(c)];
  if (!(await roomLeft(db, limit, sender))) {
    // The same submission at once may have placed the order that filled the limit: that order is the answer.
    const placed = await orderOfSubmission(db, submission);
    return placed ? { ok: true, order: placed } : refused(vi.quickBuy.tooManyOrders, 429);
  }
  const source = countedOrder(itemOrder(item, form.coupon ? [form.coupon] : [], submission), limit, sender);
  const result = await placeOrder(
    { deps, origin: siteOrigin(c) },
    {
      sessionId: session?.id ?? '',
      userId,
      customer: { name: form.name, phone: phoneNumber(form.phone) ?? form.phone, email: form.email },
      address: { ...area.address, street: form.address },
      note: '',
      paymentMethod: 'cod',
      shippingMethodId: chosenMethod || pricing?.shipping?.id || '',
      shippingCostSeen: chosenMethod ? customer.get(seenCostField(chosenMethod)) : null, // as the checkout's (decision 093)
      // Shipping off: the popup showed no cost, so none is charged; the shop agrees it on the call.
      ...(flags.enableShip ? {} : { shippingToAgree: agreedDelivery }),
      attribution: readOrderAttribution(customer),
      submission,
    },
    source,
  );
  if (result.ok) return result;
  const [problem] = result.problems;
  if (problem?.field === 'shipping') {
    const shipping = await shippingNow(db, item, { provinceCode: form.province, couponCode: form.coupon, methodId: chosenMethod });
    return { ok: false, message: problem.message, errors: [], status: 409, shipping };
  }
  if (source.limited()) return refused(vi.quickBuy.tooManyOrders, 429);
  if (await shortOfStock(db, item)) return refused(vi.quickBuy.outOfStock, 409);
  return refused(result.problems[0]?.message ?? vi.quickBuy.orderFailed, 409);
}
