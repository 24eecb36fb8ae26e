// Wishlists (issue 12): add_to_wishlist under 50 connections with the server's own time per request from its request
// log (target: p50 at most 5 ms), for a new visitor (makes the session and the default wishlist) and for a returning
// shopper whose product is already saved ('exists'), each answer drawing the button fragment.
import { base, catalogue, loadWithServerTime, startServer, stopServer } from '../support.mjs';
import { formHeaders } from '../support/shopper.mjs';

const fragmentKey = (id) => `yith-wcwl-add-to-wishlist.add-to-wishlist-${id}.wishlist-fragment.on-first-load`;

function addBody(productId, nonce) {
  return new URLSearchParams({ action: 'add_to_wishlist', nonce, context: 'frontend', add_to_wishlist: String(productId), product_type: 'simple', [`fragments[${fragmentKey(productId)}][product_id]`]: String(productId) }).toString();
}

export default async function wishlist() {
  const { dataDir, benchProductId } = catalogue(0);
  const log = [];
  const server = await startServer(dataDir, { log });
  try {
    const page = await (await fetch(`${base}/cua-hang/`)).text();
    const visitorNonce = /"add_to_wishlist_nonce":"([0-9a-f]+)"/.exec(page)?.[1] ?? '';
    const url = `${base}/wp-admin/admin-ajax.php`;
    const headers = { ...formHeaders, origin: base };
    console.log(`add_to_wishlist (new visitor)      ${await loadWithServerTime(server, log, { url, headers, body: addBody(benchProductId, visitorNonce) })}`);
    const first = await fetch(url, { method: 'POST', headers, body: addBody(benchProductId, visitorNonce) });
    const cookie = first.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
    const nonce = JSON.parse(first.headers.get('x-wishlist-nonces') ?? '{}').add_to_wishlist_nonce ?? '';
    console.log(`add_to_wishlist (saved: 'exists')  ${await loadWithServerTime(server, log, { url, headers: { ...headers, cookie }, body: addBody(benchProductId, nonce) })}`);
  } finally {
    await stopServer(server);
  }
}
