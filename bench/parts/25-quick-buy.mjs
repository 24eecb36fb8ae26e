// Quick buy (issue 9): the server's own time to place a quick-buy order (target p50 ≤ 10 ms), one order at a time, and
// the JavaScript a phone loads when it opens a product page (target ≤ 80 KB gzip: the popup's code is not part of it).
import { loadavg } from 'node:os';
import { base, catalogue, demoFacts, percentile, startServer, stopServer } from '../support.mjs';
import { jsLoadedByBrowser } from '../support/js-size.mjs';

const ajax = `${base}/wp-admin/admin-ajax.php`;
const headers = { 'content-type': 'application/x-www-form-urlencoded', origin: base };
const customer = new URLSearchParams({
  'customer-name': 'Nguyễn Văn An', 'customer-phone': '0912345678', 'customer-valid-phone': '0912345678', 'customer-email': 'an@example.com',
  'customer-tinh': '01', 'customer-xa': '00004', 'customer-address': 'Số 1 Điện Biên Phủ',
  'shipping_method[0]': 'flat_rate:1', // the radio the popup checks for Hà Nội
}).toString();

async function popupNonce(productId) {
  const html = await (await fetch(ajax, { method: 'POST', headers, body: new URLSearchParams({ action: 'devvn_form_quickbuy', prodid: String(productId) }) })).text();
  return /name="prod_nonce" value="([0-9a-f]+)"/.exec(html)?.[1] ?? '';
}

/** Places `count` quick-buy orders in turn; answers the server's time of each order call, from its request log. */
async function orderTimes(log, productId, count) {
  const nonce = await popupNonce(productId);
  const body = new URLSearchParams({ action: 'devvn_quickbuy', prod_id: String(productId), nonce, product_info: 'quantity=1', customer_info: customer });
  const times = [];
  for (let i = 0; i < count; i++) {
    const from = log.length;
    const answer = await (await fetch(ajax, { method: 'POST', headers, body })).json();
    if (!answer.success) throw new Error(`quick buy failed: ${JSON.stringify(answer)}`);
    while (log.length === from) await new Promise((r) => setTimeout(r, 1)); // the log line follows the answer
    times.push(log[log.length - 1].ms);
  }
  return times;
}

export default async function quickBuy() {
  const { dataDir, benchProductId } = catalogue(0);
  const log = [];
  const server = await startServer(dataDir, { log });
  try {
    await orderTimes(log, benchProductId, 5); // warm up
    const times = await orderTimes(log, benchProductId, 100);
    console.log(`quick-buy order placement: server time p50 ${percentile(times, 50)} ms  p95 ${percentile(times, 95)} ms  (100 orders in turn; target p50 ≤ 10 ms; machine load ${loadavg()[0].toFixed(1)})`);
    const product = `/san-pham/${demoFacts().colourSwatchProductSlug}/`;
    console.log(`product page JS loaded by a phone at open ${await jsLoadedByBrowser(product)} KB gzip (target ≤ 80 KB; the popup loads on first press)`);
  } finally {
    await stopServer(server);
  }
}
