// A shopper driven by fetch: contract calls with the cookies they set, and the whole checkout.
import { base } from '../support.mjs';

const form = { 'content-type': 'application/x-www-form-urlencoded' };
export const formHeaders = form;

/** POSTs to a ?wc-ajax= endpoint; answers the JSON and the cookie header with what it set. */
export async function post(endpoint, fields, cookie = '') {
  const res = await fetch(`${base}/?wc-ajax=${endpoint}`, { method: 'POST', headers: { ...form, cookie, origin: base }, body: new URLSearchParams(fields) });
  const setCookie = res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  return { json: await res.json(), cookie: [cookie, setCookie].filter(Boolean).join('; ') };
}

/** A new shopper with `quantity` of the product in the cart; answers the cookie header. */
export async function shopperWithCart(productId, quantity = 1) {
  return (await post('add_to_cart', { product_id: String(productId), quantity: String(quantity) })).cookie;
}

/** Add to cart, checkout page, order review, place the order (cash on delivery); true when the order was placed. */
export async function checkoutOnce(productId) {
  const cookie = await shopperWithCart(productId);
  const page = await (await fetch(`${base}/thanh-toan/`, { headers: { cookie } })).text();
  const nonce = /name="woocommerce-process-checkout-nonce"[^>]*value="([0-9a-f]+)"|value="([0-9a-f]+)"[^>]*name="woocommerce-process-checkout-nonce"/.exec(page);
  const security = /"update_order_review_nonce":"([0-9a-f]+)"/.exec(page)?.[1] ?? '';
  const review = await post('update_order_review', { security, billing_province: '01' }, cookie);
  const table = review.json.fragments?.['.woocommerce-checkout-review-order-table'] ?? '';
  const shipping = /name="shipping_method\[0\]" checked="" value="([^"]+)"/.exec(table)?.[1] ?? '';
  const fields = {
    billing_full_name: 'Nguyễn Văn An', billing_phone: '0912345678', billing_email: 'an@example.com',
    billing_province: '01', billing_ward: '00004', billing_address_1: 'Số 1 Điện Biên Phủ',
    'shipping_method[0]': shipping, payment_method: 'cod', terms: '1',
    'woocommerce-process-checkout-nonce': nonce?.[1] ?? nonce?.[2] ?? '',
  };
  const placed = await post('checkout', fields, cookie);
  return placed.json.result === 'success';
}
