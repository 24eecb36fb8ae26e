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
};
const pageOnly = ['wc_cart_params'];
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

  it('spec 3.1: every page defines wc_cart_fragments_params with exactly the contract’s keys, scalars as strings; only the cart adds its own', async () => {
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
  });

  it('decision 028: the cart page carries session-bound nonces and never comes from the page cache', async () => {
    const s = await shopperWithCart();
    const other = await shopperWithCart();
    for (const path of [urls.cart()]) {
      const first = await s.request(path);
      expect(first.headers.get('cache-control'), path).toBe('private, no-store');
      const again = await s.request(path);
      expect(again.headers.get('x-page-cache'), path).toBeNull();
      const mine = pageGlobal<Record<string, string>>(await again.text(), 'wc_cart_params')!;
      const theirs = pageGlobal<Record<string, string>>(await html(other, path), 'wc_cart_params')!;
      expect(mine.apply_coupon_nonce, path).not.toBe(theirs.apply_coupon_nonce);
    }
    // A visitor without a session sees the empty cart page, which is not kept either.
    const visitor = new Shopper(shop.app);
    await visitor.request(urls.cart());
    expect((await visitor.request(urls.cart())).headers.get('x-page-cache')).toBeNull();
  });
});
