import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoFacts } from '../../db/seed/demo-facts.server';
import { demoCoupons, seedDemoCoupons } from '../../db/seed/coupons.server';
import * as vi from '../../lib/messages/index';
import { formatMoney } from '../../lib/money';
import { pageGlobal } from '../../../tests/support/page-globals';
import { testDatabases } from '../../../tests/support/databases';
import type { TestShop } from '../../../tests/support/shop';
import { openTestShop, productId, Shopper } from './cart-test-support';

interface CartParams {
  update_shipping_method_nonce: string;
  apply_coupon_nonce: string;
  remove_coupon_nonce: string;
}

const escaped = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;').replace(/</g, '&lt;');
const success = (text: string) => `<div class="woocommerce-message" role="alert">${escaped(text)}</div>`;
const error = (text: string) => `<ul class="woocommerce-error" role="alert"><li>${escaped(text)}</li></ul>`;
const checkedMethod = (html: string) => /name="shipping_method\[0\]" checked="" value="([^"]+)"/.exec(html)?.[1];
const orderTotal = (html: string) => /<tr class="order-total">.*?<bdi>([^<]+)<\/bdi>/s.exec(html)?.[1];

describe.each(testDatabases.map((d) => [d.name, d] as const))('the cart script’s calls on %s', (_name, kind) => {
  let shop: TestShop;
  const db = () => shop.deps.database.db;
  const storedCodes = async () => (await db().selectFrom('cart_coupons').select('code').orderBy('code').execute()).map((r) => r.code);
  const storedShipping = () => db().selectFrom('cart_shipping').select(['session_id', 'province_code', 'method_id']).orderBy('session_id').execute();

  beforeAll(async () => {
    shop = await openTestShop(kind);
    await seedDemoCoupons(db());
  });
  afterAll(() => shop?.close());

  /** A shopper with wallets in the cart, its cart page's wc_cart_params, and (when given) the province of its estimate. */
  async function shopper(wallets: number, province?: string): Promise<{ s: Shopper; params: CartParams }> {
    const s = new Shopper(shop.app);
    await s.ajax('add_to_cart', { product_id: String(await productId(db(), demoFacts.simpleProductSlug)), quantity: String(wallets) });
    const html = await (await s.request('/gio-hang/')).text();
    if (province) {
      const cartNonce = /name="woocommerce-cart-nonce" value="([0-9a-f]+)"/.exec(html)?.[1] ?? '';
      await s.post('/gio-hang/', { 'woocommerce-cart-nonce': cartNonce, calc_shipping_state: province, calc_shipping: '1' });
    }
    return { s, params: pageGlobal<CartParams>(html, 'wc_cart_params')! };
  }

  it('spec 7.1: apply_coupon answers the notices and keeps the coupon with the cart; remove_coupon takes it off', async () => {
    const { s, params } = await shopper(1);
    const applied = await s.ajax('apply_coupon', { security: params.apply_coupon_nonce, coupon_code: ' giam10 ' });
    expect(applied.status).toBe(200);
    expect(applied.headers.get('content-type')).toMatch(/^text\/html/);
    expect(applied.headers.get('cache-control')).toBe('no-store');
    expect(await applied.text()).toBe(success(vi.coupons.applied));
    expect(await storedCodes()).toEqual(['giam10']);
    expect(await (await s.request('/gio-hang/')).text()).toContain('<tr class="cart-discount coupon-giam10">');

    const removed = await s.ajax('remove_coupon', { security: params.remove_coupon_nonce, coupon: 'giam10' });
    expect(await removed.text()).toBe(success(vi.coupons.removed));
    expect(await storedCodes()).toEqual([]);
    expect(await (await s.ajax('remove_coupon', { security: params.remove_coupon_nonce, coupon: 'giam10' })).text()).toBe(error(vi.coupons.notInCart));
  });

  it('spec 7.1: refused and hostile codes answer the error notice (200, as the script shows it) and nothing is kept', async () => {
    const { s, params } = await shopper(1);
    const refusals: [string, string][] = [
      ['KHONGCO', vi.coupons.notFound('KHONGCO')],
      [demoCoupons.expired.code, vi.coupons.expired],
      ['', vi.coupons.enterCode],
      ["giam10' or '1'='1", vi.coupons.notFound("giam10' or '1'='1")],
    ];
    for (const [code, message] of refusals) {
      const res = await s.ajax('apply_coupon', { security: params.apply_coupon_nonce, coupon_code: code });
      expect([res.status, await res.text()], code).toEqual([200, error(message)]);
    }
    for (const hostile of ['x'.repeat(5000), 'GIAM10\u0000', '%00']) {
      const res = await s.ajax('apply_coupon', { security: params.apply_coupon_nonce, coupon_code: hostile });
      expect(res.status).toBe(200);
      expect(await res.text()).toMatch(/^<ul class="woocommerce-error" role="alert"><li>/);
    }
    expect(await s.ajax('remove_coupon', { security: params.remove_coupon_nonce, coupon: 'x'.repeat(5000) }).then((r) => r.text())).toBe(error(vi.coupons.notInCart));
    expect(await storedCodes()).toEqual([]);
  });

  it('decision 011: a missing, forged, stale-action or other session’s nonce is refused with 403 and nothing is written', async () => {
    const { s, params } = await shopper(2, '01');
    const other = await shopper(1);
    const before = { codes: await storedCodes(), shipping: await storedShipping() };
    const calls: [string, (security: string) => Record<string, string>, string][] = [
      ['apply_coupon', (security) => ({ security, coupon_code: 'GIAM10' }), params.apply_coupon_nonce],
      ['remove_coupon', (security) => ({ security, coupon: 'GIAM10' }), params.remove_coupon_nonce],
      ['update_shipping_method', (security) => ({ security, 'shipping_method[0]': 'flat_rate:1' }), params.update_shipping_method_nonce],
    ];
    for (const [endpoint, body, own] of calls) {
      const wrongAction = own === params.apply_coupon_nonce ? params.remove_coupon_nonce : params.apply_coupon_nonce;
      for (const security of ['', 'f'.repeat(20), other.params.apply_coupon_nonce, other.params.update_shipping_method_nonce, wrongAction]) {
        const res = await s.ajax(endpoint, body(security));
        expect([res.status, await res.text()], `${endpoint} ${security}`).toEqual([403, error(vi.cart.callExpired)]);
      }
    }
    expect({ codes: await storedCodes(), shipping: await storedShipping() }).toEqual(before);
  });

  it('spec 7.1: update_shipping_method keeps a method the province offers and answers div.cart_totals; get_cart_totals answers it too', async () => {
    const { s, params } = await shopper(2, '01'); // 700.000 ₫: free shipping and the flat rate are both offered
    const page = await (await s.request('/gio-hang/')).text();
    expect(checkedMethod(page)).toBe('free_shipping:2');
    expect(orderTotal(page)).toBe(formatMoney(700_000));

    const res = await s.ajax('update_shipping_method', { security: params.update_shipping_method_nonce, 'shipping_method[0]': 'flat_rate:1' });
    expect(res.status).toBe(200);
    const totals = await res.text();
    expect(totals).toMatch(/^<div class="cart_totals"><h2>/);
    expect(checkedMethod(totals)).toBe('flat_rate:1');
    expect(orderTotal(totals)).toBe(formatMoney(720_000));

    const fetched = await s.request('/?wc-ajax=get_cart_totals');
    expect(fetched.headers.get('cache-control')).toBe('no-store');
    expect(await fetched.text()).toBe(totals);
    expect(orderTotal(await (await s.request('/gio-hang/')).text())).toBe(formatMoney(720_000));
    // The checkout starts from the cart's choice.
    expect(checkedMethod(await (await s.request('/thanh-toan/')).text())).toBe('flat_rate:1');
  });

  it('spec 7.1: a method the province does not offer, or a choice before any province, is refused with 400 and nothing written', async () => {
    const { s, params } = await shopper(1, '01'); // 350.000 ₫: no free shipping yet
    const before = await storedShipping();
    for (const method of ['free_shipping:2', 'flat_rate:3', '', 'x'.repeat(500), "flat_rate:1' or '1'='1", 'flat_rate:1\u0000']) {
      const res = await s.ajax('update_shipping_method', { security: params.update_shipping_method_nonce, 'shipping_method[0]': method });
      expect([res.status, await res.text()], method.slice(0, 20)).toEqual([400, error(vi.shipping.invalidMethod)]);
    }
    const noProvince = await shopper(2);
    const res = await noProvince.s.ajax('update_shipping_method', { security: noProvince.params.update_shipping_method_nonce, 'shipping_method[0]': 'flat_rate:1' });
    expect(res.status).toBe(400);
    expect(await storedShipping()).toEqual(before);
  });

  it('spec 7.1: without script the calculator’s button keeps the chosen method with the province', async () => {
    const { s } = await shopper(2, '01');
    const page = await (await s.request('/gio-hang/')).text();
    expect(page).toMatch(/<input type="radio" data-index="0" id="shipping_method_0_flat_rate1" class="shipping_method" form="shipping-calculator" name="shipping_method\[0\]" value="flat_rate:1"\/>/);
    const cartNonce = /name="woocommerce-cart-nonce" value="([0-9a-f]+)"/.exec(page)?.[1] ?? '';
    await s.post('/gio-hang/', { 'woocommerce-cart-nonce': cartNonce, calc_shipping_state: '01', calc_shipping: '1', 'shipping_method[0]': 'flat_rate:1' });
    expect(checkedMethod(await (await s.request('/gio-hang/')).text())).toBe('flat_rate:1');
  });

  it('spec 4.2: the cart form re-posted by the cart script after a coupon call (no button) saves without the "updated" notice', async () => {
    const { s } = await shopper(1);
    const page = await (await s.request('/gio-hang/')).text();
    const cartNonce = /name="woocommerce-cart-nonce" value="([0-9a-f]+)"/.exec(page)?.[1] ?? '';
    const key = /name="cart\[([0-9a-f]{32})\]\[qty\]"/.exec(page)?.[1] ?? '';
    expect((await s.post('/gio-hang/', { 'woocommerce-cart-nonce': cartNonce, [`cart[${key}][qty]`]: '2', coupon_code: '' })).status).toBe(303);
    const after = await (await s.request('/gio-hang/')).text();
    expect(after).not.toContain(vi.cart.updated);
    expect(orderTotal(after)).toBe(formatMoney(700_000));
  });
});
