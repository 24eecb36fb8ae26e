import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoFacts } from '../../src/db/seed/demo-facts.server';
import { urls } from '../../src/lib/urls';
import { productId, Shopper } from '../../src/features/cart/cart-test-support';
import { testDatabases } from '../support/databases';
import { pageGlobal, pageGlobalNames } from '../support/page-globals';
import { openTestShop, type TestShop } from '../support/shop';

// The key lists of contract.md "Client settings", written out as the contract names them.
const contractKeys = {
  wc_cart_fragments_params: ['ajax_url', 'wc_ajax_url', 'cart_hash_key', 'fragment_name', 'request_timeout'],
  wc_cart_params: ['ajax_url', 'wc_ajax_url', 'update_shipping_method_nonce', 'apply_coupon_nonce', 'remove_coupon_nonce'],
  wc_checkout_params: ['ajax_url', 'wc_ajax_url', 'update_order_review_nonce', 'apply_coupon_nonce', 'remove_coupon_nonce', 'option_guest_checkout', 'checkout_url', 'is_checkout', 'debug_mode', 'i18n_checkout_error'],
  wc_order_attribution: ['params', 'fields'],
};
const attributionParams = ['lifetime', 'session', 'base64', 'ajaxurl', 'prefix', 'allowTracking'];
// contract.md "Checkout": field → sourcebuster value.
const attributionFields = {
  source_type: 'current.typ', referrer: 'current_add.rf', utm_campaign: 'current.cmp', utm_source: 'current.src', utm_medium: 'current.mdm',
  utm_content: 'current.cnt', utm_id: 'current.id', utm_term: 'current.trm', utm_source_platform: 'current.plt', utm_creative_format: 'current.fmt',
  utm_marketing_tactic: 'current.tct', session_entry: 'current_add.ep', session_start_time: 'current_add.fd', session_pages: 'session.pgs',
  session_count: 'udata.vst', user_agent: 'udata.uag',
};
const pageOnly = ['wc_cart_params', 'wc_checkout_params', 'wc_order_attribution'];
const nonce = /^[0-9a-f]{20}$/;

describe.each(testDatabases.map((d) => [d.name, d] as const))('the ecosystem scripts’ settings on %s', (_name, kind) => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await openTestShop(kind, { PAGE_CACHE_SECONDS: '60' });
  });
  afterAll(() => shop.close());

  async function shopperWithCart(): Promise<Shopper> {
    const s = new Shopper(shop.app);
    await s.ajax('add_to_cart', { product_id: String(await productId(shop.deps.database.db, demoFacts.simpleProductSlug)), quantity: '1' });
    return s;
  }
  const html = async (s: Shopper, path: string) => (await s.request(path)).text();

  it('spec 3.1: every page defines wc_cart_fragments_params with exactly the contract’s keys, scalars as strings; only the cart and checkout add theirs', async () => {
    const visitor = new Shopper(shop.app);
    for (const path of ['/', urls.shop(), urls.product(demoFacts.simpleProductSlug), '/khong-co-trang-nay/']) {
      const page = await html(visitor, path);
      const params = pageGlobal(page, 'wc_cart_fragments_params')!;
      expect(Object.keys(params), path).toEqual(contractKeys.wc_cart_fragments_params);
      expect(Object.values(params).every((v) => typeof v === 'string'), path).toBe(true);
      expect(params).toMatchObject({ wc_ajax_url: '/?wc-ajax=%%endpoint%%', request_timeout: '5000' });
      expect(pageGlobalNames(page).filter((n) => pageOnly.includes(n)), path).toEqual([]);
    }
  });

  it('spec 3.1: the cart page defines wc_cart_params with exactly the contract’s keys and the session’s nonces', async () => {
    const page = await html(await shopperWithCart(), urls.cart());
    const params = pageGlobal<Record<string, string>>(page, 'wc_cart_params')!;
    expect(Object.keys(params)).toEqual(contractKeys.wc_cart_params);
    expect(params).toMatchObject({ ajax_url: '/wp-admin/admin-ajax.php', wc_ajax_url: '/?wc-ajax=%%endpoint%%' });
    for (const key of ['update_shipping_method_nonce', 'apply_coupon_nonce', 'remove_coupon_nonce']) expect(params[key], key).toMatch(nonce);
    expect(new Set([params.update_shipping_method_nonce, params.apply_coupon_nonce, params.remove_coupon_nonce]).size).toBe(3);
    expect(pageGlobalNames(page)).not.toContain('wc_checkout_params');
  });

  it('spec 3.1, 3.9: the checkout defines wc_checkout_params and wc_order_attribution with exactly the contract’s keys', async () => {
    const page = await html(await shopperWithCart(), urls.checkout());
    const params = pageGlobal<Record<string, string>>(page, 'wc_checkout_params')!;
    expect(Object.keys(params)).toEqual(contractKeys.wc_checkout_params);
    expect(Object.values(params).every((v) => typeof v === 'string')).toBe(true);
    expect(params).toMatchObject({ checkout_url: '/?wc-ajax=checkout', is_checkout: '1', option_guest_checkout: 'yes', debug_mode: '' });
    for (const key of ['update_order_review_nonce', 'apply_coupon_nonce', 'remove_coupon_nonce']) expect(params[key], key).toMatch(nonce);
    const attribution = pageGlobal<{ params: Record<string, unknown>; fields: Record<string, string> }>(page, 'wc_order_attribution')!;
    expect(Object.keys(attribution)).toEqual(contractKeys.wc_order_attribution);
    expect(Object.keys(attribution.params)).toEqual(attributionParams);
    expect(attribution.params).toEqual({ lifetime: 0.00001, session: 30, base64: false, ajaxurl: '/wp-admin/admin-ajax.php', prefix: 'wc_order_attribution_', allowTracking: true });
    expect(attribution.fields).toEqual(attributionFields);
    expect(pageGlobalNames(page)).not.toContain('wc_cart_params');
  });

  it('decision 028: the cart and checkout pages carry session-bound nonces and never come from the page cache', async () => {
    const s = await shopperWithCart();
    const other = await shopperWithCart();
    for (const path of [urls.cart(), urls.checkout()]) {
      const first = await s.request(path);
      expect(first.headers.get('cache-control'), path).toBe('private, no-store');
      const again = await s.request(path);
      expect(again.headers.get('x-page-cache'), path).toBeNull();
      const mine = pageGlobal<Record<string, string>>(await again.text(), path === urls.cart() ? 'wc_cart_params' : 'wc_checkout_params')!;
      const theirs = pageGlobal<Record<string, string>>(await html(other, path), path === urls.cart() ? 'wc_cart_params' : 'wc_checkout_params')!;
      expect(mine.apply_coupon_nonce, path).not.toBe(theirs.apply_coupon_nonce);
    }
    // A visitor without a session sees the empty cart page, which is not kept either.
    const visitor = new Shopper(shop.app);
    await visitor.request(urls.cart());
    expect((await visitor.request(urls.cart())).headers.get('x-page-cache')).toBeNull();
  });
});
