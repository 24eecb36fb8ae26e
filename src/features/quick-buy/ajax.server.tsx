import { renderToString } from 'react-dom/server';
import * as vi from '../../lib/messages/index';
import { parseId } from '../../lib/request-numbers';
import { urls } from '../../lib/urls';
import { verifyNonce } from '../../server/nonce.server';
import type { ActionHandler, ShopContext } from '../../server/shop.server';
import { ShippingOptions } from './shipping-options.server';
import { currentUserId } from '../account/index.server';
import { nullIfUnitsUnavailable, unitsRetryAfterSeconds } from '../address/index.server';
import { areaItems } from './area.server';
import { loadFormParts, nonceAction } from './form-parts.server';
import { postedOrderFields, readOrderItem, serializedForm } from './order-input.server';
import { placeQuickBuy, popupSettings } from './place.server';
import { pricedLine, priceLine } from './pricing.server';
import { QuickBuyForm } from './quick-buy-form.server';
import { customerFields } from './quick-buy-fields';

const noStore = { 'Cache-Control': 'no-store' };
// While the unit data cannot be read the answer says when to ask again (decision 093).
const retryLater = (status: number) => (status === 503 ? { ...noStore, 'Retry-After': unitsRetryAfterSeconds } : noStore);
const failure = (c: ShopContext, data: unknown, status: 200 | 400 | 403 | 404 | 409 | 429 | 503 = 400, extra: object = {}) => c.json({ success: false, data, ...extra }, status, retryLater(status));

/** `devvn_form_quickbuy` (prodid): the popup's HTML for the product, the same form as the inline block. */
export const quickBuyFormAction: ActionHandler = async (input, c) => {
  const id = parseId(input.get('prodid') ?? input.get('prod_id'));
  const parts = id === undefined ? undefined : await loadFormParts(c, id);
  if (!parts) return c.body('0', id === undefined ? 400 : 404);
  const status = parts.state.unitsUnavailable ? 503 : 200;
  return c.html(renderToString(<QuickBuyForm {...parts} />), status, retryLater(status));
};

/** `devvn_load_diagioihanhchinh`: the next select's units and, with shipping on, the area's shipping options for this line. */
export const loadAreasAction: ActionHandler = async (input, c) => {
  if (!(await verifyNonce(c, nonceAction, input.get('nonce'), { beforeSession: true }))) return failure(c, vi.quickBuy.nonceStale, 403);
  const settings = await c.get('deps').settings();
  const query = { matp: input.get('matp') ?? '', maqh: input.get('maqh') ?? '', getvalue: input.get('getvalue') ?? '' };
  const list = await nullIfUnitsUnavailable(areaItems(settings.address.structure, query));
  if (list === null) return c.json({ success: false, data: vi.address.unitsUnavailable }, 503, retryLater(503)); // decision 093
  if (!list) return failure(c, vi.quickBuy.provinceInvalid);
  const data: { list_district: typeof list; shipping?: string } = { list_district: list };
  if (popupSettings(settings).enableShip && input.get('prod_id')) {
    const item = readOrderItem(input, false);
    const line = item.ok ? await pricedLine(c.get('deps').database.db, item.value) : item;
    if (line.ok) {
      const pricing = await priceLine(c.get('deps').database.db, line.value, { provinceCode: query.matp, couponCode: '' });
      data.shipping = renderToString(<ShippingOptions methods={pricing.shippingMethods} chosen={pricing.shipping?.id ?? null} />);
    }
  }
  return c.json({ success: true, data }, 200, noStore);
};

/** `devvn_apply_coupon`: the coupon's discount on this line by the cart's rules, or the cart's message why not. */
export const applyCouponAction: ActionHandler = async (input, c) => {
  const item = readOrderItem(input, false);
  if (!item.ok) return failure(c, item.message);
  const code = (input.get('coupon') ?? '').trim();
  if (!code) return failure(c, vi.coupons.enterCode, 200);
  const db = c.get('deps').database.db;
  const line = await pricedLine(db, item.value);
  if (!line.ok) return failure(c, line.message, 409);
  const { coupons } = await priceLine(db, line.value, { provinceCode: null, couponCode: code, userId: await currentUserId(c) });
  const [refusal] = coupons.errors;
  if (refusal || !coupons.discounts.length) return failure(c, refusal?.message ?? vi.coupons.notFound(code), 200);
  return c.json({ success: true, data: { total_discount: coupons.discountTotal, mess: vi.quickBuy.couponApplied(code) } }, 200, noStore);
};

/** `devvn_quickbuy`: the order, through the shared pipeline; the thank-you link or the thanks, per the shop's setting. */
export const quickBuyOrderAction: ActionHandler = async (input, c) => {
  if (!(await verifyNonce(c, nonceAction, input.get('nonce'), { beforeSession: true }))) return failure(c, vi.quickBuy.nonceStale, 403);
  const item = readOrderItem(input);
  const customer = serializedForm(input.get('customer_info'));
  if (!item.ok || !customer) return failure(c, item.ok ? vi.quickBuy.orderFailed : item.message);
  const result = await placeQuickBuy(c, item.value, customer, postedOrderFields(input));
  if (!result.ok) {
    const fields = Object.fromEntries(result.errors.map((e) => [customerFields[e.field], e.message]));
    // The method changed since the popup showed it: its options come back priced now, for the popup to draw (decision 093).
    const shipping = result.shipping && renderToString(<ShippingOptions methods={result.shipping.methods} chosen={result.shipping.chosen} />);
    return failure(c, result.message, result.status, shipping === undefined ? { fields } : { fields, shipping });
  }
  const link = urls.orderReceived(result.order.id, result.order.orderKey);
  if ((await c.get('deps').settings()).quickBuy.afterOrder === 'redirect') {
    return c.json({ success: true, data: { gotothankyou: true, thankyou_link: link } }, 200, noStore);
  }
  const content = renderToString(
    <div className="quick-buy-thanks">
      <p>{vi.quickBuy.thankYou(result.order.number)}</p>
      <p><a href={link}>{vi.quickBuy.viewOrder}</a></p>
    </div>,
  );
  return c.json({ success: true, data: { content } }, 200, noStore);
};
