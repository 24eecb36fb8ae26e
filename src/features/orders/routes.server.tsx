import * as vi from '../../lib/messages/index';
import { parseId } from '../../lib/request-numbers';
import { renderPage } from '../../server/render.server';
import type { ShopContext } from '../../server/shop.server';
import { transferFor, transferQrSvg } from './bank-transfer.server';
import { orderKeyPattern } from './order-key.server';
import { OrderReceivedPage } from './page.server';
import { loadOrderByKey } from './service.server';

/**
 * GET /thanh-toan/order-received/<id>/?key=<order key>: the thank-you page. Without the order's own key it is
 * the site's 404, exactly as for an order that does not exist, so the page says nothing about other orders.
 */
export async function orderReceivedRoute(c: ShopContext): Promise<Response> {
  const id = parseId(c.req.param('id'));
  const key = c.req.query('key') ?? '';
  if (id === undefined || !orderKeyPattern.test(key)) return c.notFound();
  const db = c.get('deps').database.db;
  const order = await loadOrderByKey(db, id, key);
  if (!order) return c.notFound();
  let bankTransfer = null;
  if (order.paymentMethod === 'bacs') {
    const transfer = transferFor((await c.get('deps').settings()).bank, order);
    bankTransfer = { transfer, qrSvg: await transferQrSvg(transfer) };
  }
  const meta = { title: `${vi.checkout.orderReceived} – ${vi.common.siteName}`, noindex: true, bodyClass: 'woocommerce-checkout woocommerce-order-received woocommerce-page' };
  const page = await renderPage(c, meta, <OrderReceivedPage order={order} bankTransfer={bankTransfer} />);
  page.headers.set('Cache-Control', 'private, no-store');
  // The key in this address is the order's only proof: no request made from the page (its images, a link) carries it.
  page.headers.set('Referrer-Policy', 'no-referrer');
  return page;
}
