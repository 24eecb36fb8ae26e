import * as vi from '../../lib/messages/index';
import { parseId } from '../../lib/request-numbers';
import { renderPage } from '../../server/render.server';
import type { ShopContext } from '../../server/shop.server';
import { transferFor, transferQrSvg } from './bank-transfer.server';
import { orderKeyPattern } from './order-key.server';
import { sameEmail, sightOf, withinOrderEmailLimits } from './order-viewer.server';
import { OrderEmailForm, OrderReceivedPage } from './page.server';
import { loadOrderByKey, type OrderDetail } from './service.server';

type LinkedOrder = Awaited<ReturnType<typeof loadOrderByKey>>;
const linkedPerRequest = new WeakMap<Request, Promise<LinkedOrder>>();

/** The order the thank-you link names by id and key; undefined (the site's 404) when either is wrong. Read once per request (the account's guard reads it first). */
export function orderOfLink(c: ShopContext): Promise<LinkedOrder> {
  let order = linkedPerRequest.get(c.req.raw);
  if (!order) {
    const id = parseId(c.req.param('id'));
    const key = c.req.query('key') ?? '';
    order = id === undefined || !orderKeyPattern.test(key) ? Promise.resolve(undefined) : loadOrderByKey(c.get('deps').database.db, id, key);
    linkedPerRequest.set(c.req.raw, order);
  }
  return order;
}

/** Someone's own page: kept by no cache, and its address (the key is in it) sent to no one as a Referer. */
function privately(page: Response, status = page.status): Response {
  const headers = new Headers(page.headers);
  headers.set('Cache-Control', 'private, no-store');
  headers.set('Referrer-Policy', 'no-referrer');
  return new Response(page.body, { status, headers });
}

const meta = { title: `${vi.checkout.orderReceived} – ${vi.common.siteName}`, noindex: true, bodyClass: 'woocommerce-checkout woocommerce-order-received woocommerce-page' };

async function thankYouPage(c: ShopContext, order: OrderDetail): Promise<Response> {
  let bankTransfer = null;
  if (order.paymentMethod === 'bacs') {
    const transfer = transferFor((await c.get('deps').settings()).bank, order);
    bankTransfer = { transfer, qrSvg: await transferQrSvg(transfer) };
  }
  return privately(await renderPage(c, meta, <OrderReceivedPage order={order} bankTransfer={bankTransfer} />));
}

/** The form asking for the order's e-mail: 200 when asked, 403 after an e-mail that is not the order's, 429 past the limits. */
async function emailForm(c: ShopContext, status: 200 | 403 | 429): Promise<Response> {
  const action = new URL(c.req.url).pathname + new URL(c.req.url).search;
  const problem = status === 403 ? vi.checkout.orderEmailWrong : status === 429 ? vi.checkout.orderEmailTooMany : undefined;
  return privately(await renderPage(c, meta, <OrderEmailForm action={action} problem={problem} />), status);
}

/**
 * GET /thanh-toan/order-received/<id>/?key=<order key>: the thank-you page. Without the order's own key it is
 * the site's 404, exactly as for an order that does not exist. With it, the page is shown as decision 101 says
 * (a customer's order has passed the account feature's guard before this route).
 */
export async function orderReceivedRoute(c: ShopContext): Promise<Response> {
  const order = await orderOfLink(c);
  const sight = order && (await sightOf(c, order));
  if (!order || !sight || sight === 'not-found') return privately(await c.notFound());
  return sight === 'shown' ? thankYouPage(c, order) : emailForm(c, 200);
}

/** POST of the same address: the e-mail a guest typed; the order's own shows the page, within orderEmailLimits. */
export async function orderEmailRoute(c: ShopContext): Promise<Response> {
  const order = await orderOfLink(c);
  const sight = order && (await sightOf(c, order));
  if (!order || !sight || sight === 'not-found') return privately(await c.notFound());
  if (sight === 'shown') return thankYouPage(c, order);
  if (!(await withinOrderEmailLimits(c, order.id))) return emailForm(c, 429);
  const typed = new URLSearchParams(await c.req.text().catch(() => '')).get('email');
  return sameEmail(order, typed) ? thankYouPage(c, order) : emailForm(c, 403);
}
