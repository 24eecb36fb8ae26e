import * as vi from '../../lib/messages/index';
import { urls } from '../../lib/urls';
import { requestInput } from '../../server/request.server';
import { verifyNonce } from '../../server/nonce.server';
import { renderPage } from '../../server/render.server';
import { readSession, type Session } from '../../server/session.server';
import { addNotice, takeNotices } from '../../server/notices.server';
import type { ShopContext } from '../../server/shop.server';
import { cartPageTotals } from '../../flows/totals/cart-page-totals.server';
import { chooseCartShipping } from '../../flows/totals/cart-shipping-choice.server';
import { removeCouponFromCartPage } from '../coupons/index.server';
import { shippingInputName } from '../shipping/index';
import { chooseEstimateProvince } from '../shipping/index.server';
import { CartPage } from './page.server';
import { applyToCart } from './coupon-calls.server';
import { loadCart, removeLine, updateQuantities } from './service.server';
import { cartNonceAction, pageCart, syncCartCookies } from './cart-session.server';
import { cartPageSettings } from './script-settings.server';

const cartPageMeta = { title: `${vi.cart.cart} – ${vi.common.siteName}`, canonicalPath: urls.cart(), noindex: true, isCart: true, bodyClass: 'woocommerce-cart woocommerce-page' };

/** A stale or missing nonce: nothing is changed and the shopper is told the link has expired. */
async function expiredLink(c: ShopContext): Promise<Response> {
  const page = await renderPage(
    c,
    { ...cartPageMeta, status: 400 },
    <div className="woocommerce cart-page container">
      <p className="woocommerce-error" role="alert">{vi.cart.linkExpired}</p>
      <p><a className="button wc-backward" href={urls.cart()}>{vi.cart.viewCart}</a></p>
    </div>,
  );
  // renderPage's statuses stop at 404; the page is the same, only the status says forbidden.
  return new Response(page.body, { status: 403, headers: page.headers });
}

/** Back to the cart page with the cart cookies brought up to date. */
async function backToCart(c: ShopContext, sessionId: string | undefined): Promise<Response> {
  syncCartCookies(c, await loadCart(c.get('deps').database.db, sessionId));
  return c.redirect(urls.cart(), 303);
}

/** The mini cart's remove link without scripting: `/gio-hang/?remove_item=<key>&_wpnonce=<nonce>`. */
async function removeByLink(c: ShopContext, key: string): Promise<Response> {
  if (!(await verifyNonce(c, cartNonceAction, c.req.query('_wpnonce')))) return expiredLink(c);
  const session = await readSession(c);
  if (!session) return c.redirect(urls.cart(), 303);
  const line = (await loadCart(c.get('deps').database.db, session.id)).lines.find((l) => l.key === key);
  if (line && (await removeLine(c.get('deps').database.db, session.id, key))) await addNotice(c, { kind: 'success', text: vi.cart.removed(line.name) });
  return backToCart(c, session.id);
}

/** The discount row's remove link without scripting: `/gio-hang/?remove_coupon=<code>&_wpnonce=<nonce>`. */
async function removeCouponByLink(c: ShopContext, code: string): Promise<Response> {
  if (!(await verifyNonce(c, cartNonceAction, c.req.query('_wpnonce')))) return expiredLink(c);
  const session = await readSession(c);
  if (session) await removeCouponFromCartPage(c, session, code);
  return c.redirect(urls.cart(), 303);
}

/**
 * The shipping calculator: remembers the province for the estimate, or says it is not one; the method radios post
 * with it, and a method the province offers is kept too.
 */
async function estimateShipping(c: ShopContext, session: Session, input: URLSearchParams): Promise<void> {
  const db = c.get('deps').database.db;
  const { structure } = (await c.get('deps').settings()).address;
  const chosen = await chooseEstimateProvince(db, structure, session.id, input.get('calc_shipping_state') ?? '');
  if (chosen !== 'kept') return addNotice(c, { kind: 'error', text: chosen === 'unavailable' ? vi.address.unitsUnavailable : vi.shipping.unknownProvince });
  const methodId = input.get(shippingInputName);
  if (methodId) await chooseCartShipping(c, (await loadCart(db, session.id)).lines, methodId);
}

/** GET /gio-hang/: the cart page, or a remove link. */
export async function cartPageRoute(c: ShopContext): Promise<Response> {
  const removeKey = c.req.query('remove_item');
  if (removeKey !== undefined) return removeByLink(c, removeKey);
  const removeCoupon = c.req.query('remove_coupon');
  if (removeCoupon !== undefined) return removeCouponByLink(c, removeCoupon);
  const notices = await takeNotices(c);
  const cart = await pageCart(c);
  const totals = await cartPageTotals(c, cart.lines);
  const page = await renderPage(c, { ...cartPageMeta, pageSettings: await cartPageSettings(c) }, <CartPage cart={cart} totals={totals.totals} notices={[...notices, ...totals.notices]} />);
  // Its nonces are the visitor's session's (decision 028): never kept for another visitor.
  page.headers.set('Cache-Control', 'private, no-store');
  return page;
}

const quantityField = /^cart\[([^\]]*)\]\[qty\]$/;

/**
 * POST /gio-hang/: the cart form's new quantities, all checked before any is written; or, as the ecosystem's
 * form handler does, a coupon to apply (`apply_coupon`) or a province for the shipping estimate (`calc_shipping`).
 */
export async function updateCartRoute(c: ShopContext): Promise<Response> {
  const input = await requestInput(c);
  if (!(await verifyNonce(c, cartNonceAction, input.get('woocommerce-cart-nonce')))) return expiredLink(c);
  const session = await readSession(c);
  if (!session) return c.redirect(urls.cart(), 303);
  // Enter in a quantity field submits with the form's first button, the coupon's: a blank code means update.
  const couponCode = input.get('coupon_code')?.trim() ?? '';
  const db = c.get('deps').database.db;
  if (input.has('apply_coupon') && couponCode) {
    for (const notice of await applyToCart(db, session, couponCode)) await addNotice(c, notice);
    return backToCart(c, session.id);
  }
  if (input.has('calc_shipping')) {
    await estimateShipping(c, session, input);
    return backToCart(c, session.id);
  }
  const requested = [...input].flatMap(([name, value]): [string, string][] => {
    const match = quantityField.exec(name);
    return match ? [[match[1] ?? '', value]] : [];
  });
  const plan = await updateQuantities(db, session.id, requested);
  if (plan.ok) {
    // The cart script re-posts the form after its coupon calls without a button: no 'updated' notice then.
    if (input.has('update_cart') || input.has('apply_coupon')) await addNotice(c, { kind: 'success', text: vi.cart.updated });
  } else {
    for (const text of plan.messages) await addNotice(c, { kind: 'error', text });
  }
  return backToCart(c, session.id);
}
