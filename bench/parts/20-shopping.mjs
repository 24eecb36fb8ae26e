// Cart and checkout (decision 014): add_to_cart and get_refreshed_fragments under 50 connections, with the server's own time per
// request from its request log, and checkout throughput from concurrent shoppers, on the demo catalogue.
import { base, catalogue, loadWithServerTime, startServer, stopServer } from '../support.mjs';
import { checkoutOnce, formHeaders, post } from '../support/shopper.mjs';

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
    const add = { url: `${base}/?wc-ajax=add_to_cart`, headers: { ...formHeaders, origin: base }, body: `product_id=${benchProductId}&quantity=1` };
    console.log(`add_to_cart (new visitor)       ${await loadWithServerTime(server, log, add)}`);
    let shopper = await post('add_to_cart', { product_id: String(benchProductId), quantity: '2' });
    shopper = await post('add_to_cart', { product_id: String(benchProductId), quantity: '1' }, shopper.cookie);
    const refresh = { url: `${base}/?wc-ajax=get_refreshed_fragments`, headers: { ...formHeaders, origin: base, cookie: shopper.cookie }, body: 'time=1' };
    console.log(`get_refreshed_fragments (cart)  ${await loadWithServerTime(server, log, refresh)}`);
    console.log(`checkout                        ${await checkoutThroughput(benchProductId)}`);
  } finally {
    await stopServer(server);
  }
}
