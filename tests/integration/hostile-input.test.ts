import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../support/databases';
import { openTestShop, type TestShop } from '../support/shop';

// What a hostile visitor sends: unknown ids, garbage, huge and negative numbers, markup, encodings, long text.
const garbage = ['', '-1', '0', '1.5', '1e309', '99999999999999999999', 'NaN', 'abc', '<script>alert(1)</script>', "' OR 1=1 --", '%00', '../../etc/passwd', 'x'.repeat(5000), '[]', '{"a":1}'];
const enc = encodeURIComponent;

function requests(value: string): [string, RequestInit?][] {
  const form = (fields: Record<string, string>) => ({ method: 'POST', body: new URLSearchParams(fields) });
  return [
    [`/cua-hang/?orderby=${enc(value)}`],
    [`/cua-hang/page/${enc(value)}/`],
    [`/danh-muc-san-pham/${enc(value)}/`],
    [`/danh-muc-san-pham/dam/?orderby=${enc(value)}&infinite_scroll=${enc(value)}`],
    [`/san-pham/${enc(value)}/`],
    [`/?s=${enc(value)}&post_type=product&product_cat=${enc(value)}&paged=${enc(value)}`],
    [`/wp-admin/admin-ajax.php?action=flatsome_ajax_search_products&query=${enc(value)}&product_cat=${enc(value)}`],
    ['/wp-admin/admin-ajax.php', form({ action: 'flatsome_quickview', product: value })],
    ['/?wc-ajax=get_variation', form({ product_id: value, attribute_pa_mau_sac: value, custom_data: value })],
    ['/?wc-ajax=add_to_cart', form({ product_id: value, quantity: value })],
    ['/?wc-ajax=remove_from_cart', form({ cart_item_key: value })],
    ['/?wc-ajax=apply_coupon', form({ security: value, coupon_code: value, billing_email: value })],
    ['/?wc-ajax=remove_coupon', form({ security: value, coupon: value })],
    ['/?wc-ajax=update_shipping_method', form({ security: value, 'shipping_method[0]': value })],
    [`/?wc-ajax=get_cart_totals&x=${enc(value)}`],
    ['/?wc-ajax=update_order_review', form({ security: value, billing_province: value, post_data: value })],
    ['/thanh-toan/', form({ coupon_code: value, apply_coupon: value, security: value })],
    [`/media/${enc(value)}`],
    [`/tin-tuc/${enc(value)}/`],
    [`/${enc(value)}/`],
    [`/tin-tuc/page/${enc(value)}/`],
  ];
}

describe.each(testDatabases.map((d) => [d.name, d] as const))('hostile input on %s', (_name, kind) => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await openTestShop(kind);
  });
  afterAll(() => shop.close());

  it.each(garbage.map((g) => [g.slice(0, 30), g]))('decision 011: %s is answered without a server error', async (_label, value) => {
    for (const [url, init] of requests(value)) {
      const res = await shop.app.request(url, init);
      await res.arrayBuffer();
      expect(res.status, `${init?.method ?? 'GET'} ${url.slice(0, 120)}`).toBeLessThan(500);
    }
  });

  it('decision 011: markup sent in a query never comes back unescaped', async () => {
    const html = await (await shop.app.request(`/?s=${enc('<img src=x onerror=alert(1)>')}&post_type=product`)).text();
    expect(html).not.toContain('<img src=x onerror');
    const json = await (await shop.app.request(`/wp-admin/admin-ajax.php?action=flatsome_ajax_search_products&query=${enc('<b>ao so mi</b>')}`)).text();
    expect(json).not.toContain('<b>ao');
  });
});
