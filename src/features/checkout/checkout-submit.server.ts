import * as vi from '../../lib/messages/index';
import { verifyNonce } from '../../server/nonce.server';
import { siteOrigin, unstorableFields } from '../../server/request.server';
import { readSession } from '../../server/session.server';
import type { ShopContext } from '../../server/shop.server';
import { cartOrder } from '../../flows/place-order/cart-order.server';
import { placeOrder } from '../../flows/place-order/place-order.server';
import { currentUserId } from '../account/index.server';
import { nullIfUnitsUnavailable, resolveAddress } from '../address/index.server';
import { readOrderAttribution } from '../attribution/index.server';
import { dropLinesNoLongerSold, emptyCartContents, syncCartCookies } from '../cart/index.server';
import { askToSubscribe } from '../newsletter/index.server';
import { log } from '../../server/log.server';
import { seenCostField } from '../shipping/index';
import { orderOfSubmission, submissionKey, type PlacedOrder, type PaymentMethod } from '../orders/index.server';
import { checkoutNonceAction, checkoutNonceField, fields, readCheckoutInput } from './checkout-fields';
import { addressErrors, customerErrors, inFormOrder, normalPhone, unstorableErrors, type CheckoutError } from './checkout-rules.server';

/** `refresh`: the cart changed, so the order review shown is out of date; `unavailable`: try again shortly (503). */
export type CheckoutResult = { ok: true; order: PlacedOrder } | { ok: false; errors: CheckoutError[]; refresh?: true; unavailable?: true };

// One checkout submission: the session's post of these fields (decision 079); its cart is what it claims.
const checkoutSubmission = (sessionId: string, form: URLSearchParams) => submissionKey('checkout', `session:${sessionId}`, form);

/** The order this post placed already, for a repeat that finds the cart emptied by it (decision 079). */
export async function earlierCheckoutOrder(c: ShopContext, form: URLSearchParams): Promise<PlacedOrder | undefined> {
  const session = await readSession(c);
  return session && orderOfSubmission(c.get('deps').database.db, checkoutSubmission(session.id, form));
}

// The address cannot be checked while the unit data cannot be read: nothing is placed (decision 093).
const unitsUnavailable: CheckoutResult = { ok: false, errors: [{ id: null, message: vi.address.unitsUnavailable }], unavailable: true };

/**
 * A checkout post, by script or not: the nonce checked, the form's fields and address checked (every error at once,
 * in form order), then the session's cart placed as an order; the cart cookies follow the emptied cart.
 */
export async function submitCheckout(c: ShopContext, form: URLSearchParams): Promise<CheckoutResult> {
  const session = await readSession(c);
  if (!session) return { ok: false, errors: [{ id: null, message: vi.checkout.cartEmpty }] };
  if (!(await verifyNonce(c, checkoutNonceAction, form.get(checkoutNonceField)))) {
    return { ok: false, errors: [{ id: null, message: vi.checkout.sessionExpired }] };
  }
  const deps = c.get('deps');
  const input = readCheckoutInput(form);
  const resolution = await nullIfUnitsUnavailable(resolveAddress((await deps.settings()).address.structure, { province: input.province, district: input.district, ward: input.ward }));
  if (!resolution) return unitsUnavailable;
  const refused = unstorableErrors(unstorableFields(form));
  const errors = [...refused, ...customerErrors(input).filter((e) => !refused.some((r) => r.id === e.id)), ...(resolution.ok ? [] : addressErrors(resolution.problems))];
  if (errors.length || !resolution.ok) return { ok: false, errors: inFormOrder(errors) };
  // A line withdrawn since the shopper saw the review is not ordered silently without it: they are told and look again.
  if (await dropLinesNoLongerSold(deps.database.db, session.id)) return { ok: false, errors: [{ id: null, message: vi.checkout.linesNoLongerSold }], refresh: true };
  const shippingCostSeen = form.get(seenCostField(input.shippingMethodId)); // checked as the order is written (decision 093)
  const result = await placeOrder(
    { deps, origin: siteOrigin(c) },
    {
      sessionId: session.id,
      userId: await currentUserId(c),
      customer: { name: input.name, phone: normalPhone(input.phone) ?? input.phone, email: input.email },
      address: { ...resolution.address, street: input.street },
      note: input.note,
      paymentMethod: input.paymentMethod as PaymentMethod,
      shippingMethodId: input.shippingMethodId,
      shippingCostSeen,
      attribution: readOrderAttribution(form),
      submission: checkoutSubmission(session.id, form),
    },
    cartOrder(session.id),
  );
  if (!result.ok) {
    const errors = result.problems.map((p) => ({ id: p.field && fields[p.field], message: p.message }));
    // A line withdrawn, or the method shown re-priced or removed, since the review: the review drawn again shows it.
    const reviewChanged = result.problems.some((p) => (p.field === 'shipping' && shippingCostSeen !== null) || p.message === vi.checkout.linesNoLongerSold);
    return reviewChanged ? { ok: false, errors, refresh: true } : { ok: false, errors };
  }
  syncCartCookies(c, emptyCartContents);
  // The box ticked: the order's e-mail is asked to confirm (decision 043); a refusal never touches the order.
  if (input.newsletter && !result.repeated) await askToSubscribe(deps, input.email, 'checkout', siteOrigin(c)).catch((error) => log.error('newsletter-checkout', error));
  return result;
}
