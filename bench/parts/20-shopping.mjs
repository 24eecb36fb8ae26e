// Cart and checkout (decision 014): add_to_cart and get_refreshed_fragments under 50 connections, with the server's own time per
// request from its request log, and checkout throughput from concurrent shoppers, on the demo catalogue.
import { base, catalogue, loadWithServerTime, startServer, stopServer } from '../support.mjs';

const form = { 'content-type': 'application/x-www-form-urlencoded' };

async function post(endpoint, fields, cookie = '') {
  const res = await fetch(`${base}/?wc-ajax=${endpoint}`, { method: 'POST', headers: { ...form, cookie }, body: new URLSearchParams(fields) });
  const setCookie = res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  return { json: await res.json(), cookie: [cookie, setCookie].filter(Boolean).join('; ') };
}

async function checkoutOnce(productId) {
  const added = await post('add_to_cart', { product_id: String(productId), quantity: '1' });
  const page = await (await fetch(`${base}/thanh-toan/`, { headers: { cookie: added.cookie } })).text();
  const nonce = /name="woocommerce-process-checkout-nonce"[^>]*value="([0-9a-f]+)"|value="([0-9a-f]+)"[^>]*name="woocommerce-process-checkout-nonce"/.exec(page);
  const security = /"update_order_review_nonce":"([0-9a-f]+)"/.exec(page)?.[1] ?? '';
  const review = await post('update_order_review', { security, billing_province: '01' }, added.cookie);
  const table = review.json.fragments?.['.woocommerce-checkout-review-order-table'] ?? '';
  const shipping = /name="shipping_method\[0\]" checked="" value="([^"]+)"/.exec(table)?.[1] ?? '';
  const fields = {
    billing_full_name: 'Nguyễn Văn An', billing_phone: '0912345678', billing_email: 'an@example.com',
    billing_province: '01', billing_ward: '00004', billing_address_1: 'Số 1 Điện Biên Phủ',
    'shipping_method[0]': shipping, payment_method: 'cod', terms: '1',
    'woocommerce-process-checkout-nonce': nonce?.[1] ?? nonce?.[2] ?? '',
  };
  const placed = await post('checkout', fields, added.cookie);
  return placed.json.result === 'success';
}

async function checkoutThroughput(productId, shoppers = 10, seconds = 10) {
  const until = Date.now() + seconds * 1000;
  let orders = 0;
  let failures = 0;
  await Promise.all(
    Array.from({ length: shoppers }, async () => {
      while (Date.now() < until) (await checkoutOnce(productId)) ? orders++ : failures++;
    }),
  );
  if (failures) throw new Error(`${failures} checkouts failed`);
  return `${(orders / seconds).toFixed(1)} orders/s (${shoppers} shoppers at once, each: add to cart, checkout page, review, place order)`;
}

export default async function shopping() {
  const { dataDir, benchProductId } = catalogue(0);
  const log = [];
  const server = await startServer(dataDir, { log });
  try {
    const add = { url: `${base}/?wc-ajax=add_to_cart`, headers: form, body: `product_id=${benchProductId}&quantity=1` };
    console.log(`add_to_cart (new visitor)       ${await loadWithServerTime(log, add)}`);
    let shopper = await post('add_to_cart', { product_id: String(benchProductId), quantity: '2' });
    shopper = await post('add_to_cart', { product_id: String(benchProductId), quantity: '1' }, shopper.cookie);
    const refresh = { url: `${base}/?wc-ajax=get_refreshed_fragments`, headers: { ...form, cookie: shopper.cookie }, body: 'time=1' };
    console.log(`get_refreshed_fragments (cart)  ${await loadWithServerTime(log, refresh)}`);
    console.log(`checkout                        ${await checkoutThroughput(benchProductId)}`);
  } finally {
    await stopServer(server);
  }
}
