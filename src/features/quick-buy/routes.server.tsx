import * as vi from '../../lib/messages/index';
import { parseId } from '../../lib/request-numbers';
import { urls } from '../../lib/urls';
import { createNonce, verifyNonce } from '../../server/nonce.server';
import { renderPage } from '../../server/render.server';
import { requestInput } from '../../server/request.server';
import type { ShopContext } from '../../server/shop.server';
import { loadFormParts, nonceAction, type QuickBuyFormParts } from './form-parts.server';
import { unitsRetryAfterSeconds } from '../address/index.server';
import { readOrderItem } from './order-input.server';
import { placeQuickBuy } from './place.server';
import { postedFormState } from './posted-state.server';
import { orderFields, productInfoField } from './quick-buy-fields';
import { QuickBuyForm } from './quick-buy-form.server';

async function showForm(c: ShopContext, parts: QuickBuyFormParts, asked: 200 | 400 | 409 | 429 | 503): Promise<Response> {
  const status = parts.state.unitsUnavailable ? 503 : asked;
  const meta = { title: `${vi.quickBuy.pageTitle(parts.item.name)} – ${vi.common.siteName}`, canonicalPath: urls.quickBuy(parts.item.id), noindex: true, status: status === 200 ? 200 : 400 } as const;
  const page = await renderPage(c, meta, <div className="container quick-buy-page"><h1>{vi.quickBuy.pageTitle(parts.item.name)}</h1><QuickBuyForm {...parts} /></div>);
  if (c.req.method === 'POST' || status === 503) page.headers.set('Cache-Control', 'private, no-store');
  if (status === 503) page.headers.set('Retry-After', unitsRetryAfterSeconds); // the unit data cannot be read now (decision 093)
  // The order's own refusal keeps its status, as the popup's call answers it: sold out 409, too many orders 429.
  return page.status === status ? page : new Response(page.body, { status, headers: page.headers });
}

/** GET /mua-ngay/:id/ — the popup's form as a page, for the 'Mua ngay' link followed without script. */
export async function quickBuyPageRoute(c: ShopContext): Promise<Response> {
  const id = parseId(c.req.param('id'));
  const parts = id === undefined ? undefined : await loadFormParts(c, id);
  if (!parts) return c.notFound();
  return showForm(c, parts, 200);
}

/**
 * POST /mua-ngay/:id/ — the form posted without script: 'Đặt hàng' places the same order as the popup and goes to
 * the thank-you page; the address and coupon buttons, or any error, draw the form again with what was typed.
 */
export async function quickBuyPostRoute(c: ShopContext): Promise<Response> {
  const id = parseId(c.req.param('id'));
  const parts = id === undefined ? undefined : await loadFormParts(c, id);
  if (!parts || id === undefined) return c.notFound();
  const form = await requestInput(c);
  form.set('prod_id', String(id));
  form.set('product_info', new URLSearchParams([...form].filter(([name]) => productInfoField(name))).toString());
  const item = readOrderItem(form);
  const nonce = await createNonce(c, nonceAction);
  if (!form.has('place_order')) {
    const state = await postedFormState(c, form, item.ok ? item.value : undefined, { errors: [], message: '', nonce });
    return showForm(c, { ...parts, state }, 200);
  }
  const fresh = await verifyNonce(c, nonceAction, form.get(orderFields.nonce), { beforeSession: true });
  const result = !fresh ? undefined : item.ok ? await placeQuickBuy(c, item.value, form, form) : undefined;
  if (result?.ok) return c.redirect(urls.orderReceived(result.order.id, result.order.orderKey), 303);
  const outcome = result ? { errors: result.errors, message: result.message } : { errors: [], message: !fresh ? vi.quickBuy.nonceStale : item.ok ? '' : item.message };
  const state = await postedFormState(c, form, item.ok ? item.value : undefined, { ...outcome, nonce });
  return showForm(c, { ...parts, state }, result?.status ?? 400);
}
