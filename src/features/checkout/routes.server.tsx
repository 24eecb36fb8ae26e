import * as vi from '../../lib/messages/index';
import { urls } from '../../lib/urls';
import { requestInput } from '../../server/request.server';
import { renderPage } from '../../server/render.server';
import { readSession, type Session } from '../../server/session.server';
import { addNotice } from '../../server/notices.server';
import type { ShopContext } from '../../server/shop.server';
import { unitsRetryAfterSeconds } from '../address/index.server';
import { applyPostedCoupon, pageCart } from '../cart/index.server';
import { fields, readCheckoutInput, updateAddressButton, type CheckoutInput } from './checkout-fields';
import { CheckoutPage } from './page.server';
import type { CheckoutError } from './checkout-rules.server';
import { earlierCheckoutOrder, submitCheckout } from './checkout-submit.server';
import { checkoutView, firstVisitInput } from './checkout-view.server';
import { checkoutPageSettings } from './script-settings.server';

const pageMeta = { title: `${vi.checkout.title} – ${vi.common.siteName}`, canonicalPath: urls.checkout(), noindex: true, bodyClass: 'woocommerce-checkout woocommerce-page' };

/** How soon a shopper may try again when the unit data cannot be read: a mended file is read on the next ask. */

/** The session, when its cart has something to order. */
async function sessionWithCart(c: ShopContext): Promise<Session | undefined> {
  const session = await readSession(c);
  return session && (await pageCart(c)).lines.length > 0 ? session : undefined;
}

/** An empty cart cannot be checked out: back to the cart page, with a notice for a shopper who has a session. */
async function toEmptyCart(c: ShopContext): Promise<Response> {
  if (await readSession(c)) await addNotice(c, { kind: 'error', text: vi.checkout.cartEmpty });
  return c.redirect(urls.cart(), 303);
}

async function showCheckout(c: ShopContext, session: Session, values: CheckoutInput, errors: CheckoutError[]): Promise<Response> {
  const view = await checkoutView(c, session, values, errors);
  const pageSettings = await checkoutPageSettings(c);
  const rendered = await renderPage(c, { ...pageMeta, status: errors.length ? 400 : 200, pageSettings }, <CheckoutPage {...view} />);
  // No address can be checked while the unit data cannot be read: the page says so, and asks to be tried again (decision 093).
  const page = view.unitsUnavailable ? new Response(rendered.body, { status: 503, headers: rendered.headers }) : rendered;
  if (view.unitsUnavailable) page.headers.set('Retry-After', unitsRetryAfterSeconds);
  // Its nonces are the visitor's session's (decision 028): never kept for another visitor.
  page.headers.set('Cache-Control', 'private, no-store');
  return page;
}

/** GET /thanh-toan/ */
export async function checkoutPageRoute(c: ShopContext): Promise<Response> {
  const session = await sessionWithCart(c);
  return session ? showCheckout(c, session, await firstVisitInput(c, session), []) : toEmptyCart(c);
}

/** The coupon form without script: the coupon applied to the cart (or refused), told on the checkout page shown again. */
async function applyCouponWithoutScript(c: ShopContext, input: URLSearchParams): Promise<Response> {
  for (const notice of (await applyPostedCoupon(c, input)).notices) await addNotice(c, notice);
  return c.redirect(urls.checkout(), 303);
}

/**
 * POST /thanh-toan/, the forms without script: `form.checkout` places the order and goes to its thank-you page
 * (303), or shows the form again with the errors and everything entered; its address button only shows it again
 * with the next address list filled. `form.checkout_coupon` applies its coupon to the cart.
 */
export async function checkoutPostRoute(c: ShopContext): Promise<Response> {
  const input = await requestInput(c);
  const session = await sessionWithCart(c);
  if (!session) {
    // A post repeated after its order emptied the cart goes to that order, as the first did (decision 079).
    const earlier = await earlierCheckoutOrder(c, input);
    return earlier ? c.redirect(urls.orderReceived(earlier.id, earlier.orderKey), 303) : toEmptyCart(c);
  }
  if (input.has(fields.coupon)) return applyCouponWithoutScript(c, input); // only form.checkout_coupon has the field
  const values = readCheckoutInput(input);
  if (input.has(updateAddressButton)) return showCheckout(c, session, values, []);
  const result = await submitCheckout(c, input);
  if (result.ok) return c.redirect(urls.orderReceived(result.order.id, result.order.orderKey), 303);
  return showCheckout(c, session, values, result.errors);
}
