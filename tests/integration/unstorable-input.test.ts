import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoFacts } from '../../src/db/seed/demo-facts.server';
import * as vi from '../../src/lib/messages/index';
import { checkoutForm, count, shopperWith, validFields } from '../../src/features/checkout/checkout-test-support';
import { testDatabases } from '../support/databases';
import { openTestShop, type TestShop } from '../support/shop';

// Issue 6 item 10: PostgreSQL refuses NUL in text; both databases must answer the same, without a server error.
const nul = '\u0000';
const enc = encodeURIComponent;
const origin = { origin: 'http://localhost' };

describe.each(testDatabases.map((d) => [d.name, d] as const))('characters a database cannot store, on %s', (_name, kind) => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await openTestShop(kind);
  });
  afterAll(() => shop.close());

  it('a NUL in a GET path or query is read as any unknown text: no result, a 404 or the default', async () => {
    const answers: [string, number][] = [[`/?s=${enc(nul)}`, 200], [`/?s=a${enc(nul)}b&post_type=product`, 200], [`/san-pham/${enc(nul)}/`, 404],
      [`/danh-muc-san-pham/a${enc(nul)}/`, 404], [`/wp-admin/admin-ajax.php?action=flatsome_ajax_search_products&query=a${enc(nul)}b`, 200], [`/cua-hang/?orderby=${enc(nul)}`, 301]];
    for (const [url, status] of answers) expect((await shop.app.request(url)).status, url).toBe(status);
    const search = await (await shop.app.request(`/wp-admin/admin-ajax.php?action=flatsome_ajax_search_products&query=v${enc(nul)}`)).json();
    expect(JSON.stringify(search)).not.toContain('\\u0000');
  });

  it('a NUL in the URL of a post is refused with 400 and nothing is read', async () => {
    const res = await shop.app.request(`/?wc-ajax=add_to_cart&x=${enc(nul)}`, { method: 'POST', headers: origin, body: new URLSearchParams({ product_id: '1' }) });
    expect(res.status).toBe(400);
    expect(await res.text()).toBe(vi.common.badRequest);
    // A literal "%00" typed by a shopper is ordinary text.
    expect((await shop.app.request(`/?s=${enc('%00')}&post_type=product`)).status).toBe(200);
  });

  it('a NUL in a posted field is replaced before any handler sees it', async () => {
    const res = await shop.app.request('/wp-admin/admin-ajax.php', { method: 'POST', headers: origin, body: new URLSearchParams({ action: 'flatsome_ajax_search_products', query: `a${nul}b` }) });
    expect(res.status).toBe(200);
  });

  it('checkout fields holding a NUL are refused with their own message, and nothing is written', async () => {
    const s = await shopperWith(shop, demoFacts.simpleProductSlug);
    const form = await checkoutForm(s);
    const before = await count(shop.deps.database.db, 'orders');
    const answer = await s.json<{ result: string; messages: string }>('checkout', validFields(form, { billing_full_name: `An${nul}`, billing_address_1: `Số 1${nul}`, order_comments: nul }));
    expect(answer.result).toBe('failure');
    for (const id of ['billing_full_name', 'billing_address_1', 'order_comments']) expect(answer.messages).toContain(`data-id="${id}"`);
    expect(answer.messages).toContain(vi.checkout.unstorable(vi.checkout.fullName));
    expect(await count(shop.deps.database.db, 'orders')).toBe(before);
  });

  it('a NUL in a hidden attribution field is replaced and the order placed', async () => {
    const s = await shopperWith(shop, demoFacts.simpleProductSlug);
    const form = await checkoutForm(s);
    const answer = await s.json<{ result: string }>('checkout', validFields(form, { wc_order_attribution_source_type: `utm${nul}`, wc_order_attribution_utm_source: `face${nul}book` }));
    expect(answer.result).toBe('success');
    const row = await shop.deps.database.db.selectFrom('order_attribution').select('value').where('field', '=', 'utm_source').orderBy('order_id', 'desc').executeTakeFirstOrThrow();
    expect(row.value).toBe('face\uFFFDbook');
  });

  it('a NUL inside the serialized post_data of update_order_review is replaced', async () => {
    const s = await shopperWith(shop, demoFacts.simpleProductSlug);
    const { params } = await checkoutForm(s);
    const res = await s.ajax('update_order_review', { security: params.update_order_review_nonce, post_data: `billing_province=01&billing_full_name=a%00b` });
    expect(res.status).toBe(200);
  });
});
