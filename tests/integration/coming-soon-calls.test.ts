import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoFacts } from '../../src/db/seed/demo-facts.server';
import { productId } from '../../src/features/cart/cart-test-support';
import { quickBuy, shopEndpoints, theme } from '../../src/lib/contract-names';
import * as vi from '../../src/lib/messages/index';
import { testDatabases } from '../support/databases';
import { openTestShop, type TestShop } from '../support/shop';
import { comingSoonCast, type Visitor } from './coming-soon-visitors';

interface Answer {
  status: number;
  body: string;
  headers: Headers;
}
const answer = async (res: Response): Promise<Answer> => ({ status: res.status, body: await res.text(), headers: res.headers });
const notOpen = vi.rest.comingSoonText;

/** Each call the probe (and decision 042's review) found open: how it is asked, its refusal, and how it looks when it works. */
function shopCalls(id: number) {
  return [
    { name: 'live search', ask: (b: Visitor) => b.adminAjax(theme.searchAction, { query: 'vi da' }, 'GET'), refusal: '{"suggestions":[]}', works: (a: Answer) => a.status === 200 && a.body.includes(`"id":${id}`) },
    { name: 'quick view', ask: (b: Visitor) => b.adminAjax(theme.quickViewAction, { product: String(id) }), refusal: '', works: (a: Answer) => a.status === 200 && a.body.includes('Ví da nam') },
    { name: 'quick-buy popup', ask: (b: Visitor) => b.adminAjax(quickBuy.formAction, { prodid: String(id) }), refusal: '0', works: (a: Answer) => a.body.includes('name="prod_nonce"') },
    { name: 'quick-buy order', ask: (b: Visitor) => b.adminAjax(quickBuy.orderAction, { prod_id: String(id), nonce: '0' }), refusal: JSON.stringify({ success: false, data: notOpen }), works: (a: Answer) => a.body.includes(vi.quickBuy.nonceStale) },
    { name: 'media list', ask: (b: Visitor) => b.request('/wp-json/wp/v2/media'), refusal: JSON.stringify({ code: 'rest_forbidden', message: notOpen, data: { status: 403 } }), works: (a: Answer) => a.status === 200 && Number(a.headers.get('x-wp-total')) > 0 },
    { name: 'add to cart', ask: (b: Visitor) => b.ajax('add_to_cart', { product_id: String(id), quantity: '1' }), refusal: '{"error":true,"product_url":"/"}', works: (a: Answer) => a.status === 200 && a.body.includes('"fragments"') },
    { name: 'add-to-cart link on the account page', ask: (b: Visitor) => b.request(`/tai-khoan/?add-to-cart=${id}`), refusal: 'coming-soon page', works: (a: Answer) => a.status === 303 && a.headers.getSetCookie().some((c) => c.startsWith('woocommerce_items_in_cart=1')) },
    { name: 'cart coupon', ask: (b: Visitor) => b.ajax(shopEndpoints.applyCoupon, { security: '0', coupon_code: 'GIAM10' }), refusal: `<ul class="woocommerce-error" role="alert"><li>${notOpen}</li></ul>`, works: (a: Answer) => a.body.includes(vi.cart.callExpired) },
    { name: 'order review', ask: (b: Visitor) => b.ajax(shopEndpoints.updateOrderReview, { security: '0' }), refusal: JSON.stringify({ result: 'failure', messages: `<ul class="woocommerce-error" role="alert"><li>${notOpen}</li></ul>`, reload: true, fragments: {} }), works: (a: Answer) => a.body.includes(vi.checkout.sessionExpired) },
    { name: 'checkout', ask: (b: Visitor) => b.ajax(shopEndpoints.checkout, {}), refusal: JSON.stringify({ result: 'failure', messages: `<ul class="woocommerce-error" role="alert"><li>${notOpen}</li></ul>`, refresh: false, reload: false }), works: (a: Answer) => a.status === 200 && a.body.includes('"result":"failure"') && !a.body.includes(notOpen) },
  ];
}

describe.each(testDatabases.map((d) => [d.name, d] as const))('coming-soon mode in front of the shop\'s calls, over HTTP on %s', (_name, kind) => {
  let shop: TestShop;
  let cast: Awaited<ReturnType<typeof comingSoonCast>>;
  let calls: ReturnType<typeof shopCalls>;

  beforeAll(async () => {
    shop = await openTestShop(kind);
    cast = await comingSoonCast(shop);
    calls = shopCalls(await productId(shop.deps.database.db, demoFacts.simpleProductSlug));
  });
  afterAll(async () => {
    await cast?.server.close();
    await shop?.close();
  });

  it('with the mode on, a visitor and a shopper are refused each call with its failure shape and 403; staff are answered', async () => {
    await cast.comingSoon(true);
    for (const call of calls) {
      for (const who of [cast.visitor(), cast.shopper]) {
        const refused = await answer(await call.ask(who));
        expect([call.name, refused.status, refused.headers.get('cache-control')]).toEqual([call.name, 403, 'no-store']);
        if (call.refusal === 'coming-soon page') expect(refused.body).toContain('class="coming-soon-content');
        else expect([call.name, refused.body]).toEqual([call.name, call.refusal]);
        expect(refused.headers.getSetCookie().filter((c) => c.startsWith('woocommerce_items_in_cart'))).toEqual([]);
      }
      expect([call.name, call.works(await answer(await call.ask(cast.manager)))]).toEqual([call.name, true]);
    }
  });

  it('with the mode off, every call works for a visitor as before', async () => {
    await cast.comingSoon(false);
    for (const call of calls) expect([call.name, call.works(await answer(await call.ask(cast.visitor())))]).toEqual([call.name, true]);
  });
});
