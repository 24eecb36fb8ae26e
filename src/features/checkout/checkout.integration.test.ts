import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoFacts } from '../../db/seed/demo-facts.server';
import * as vi from '../../lib/messages/index';
import { makeNonce, nonceTick } from '../../server/nonce.server';
import { sessionCookie } from '../../server/session.server';
import { testDatabases } from '../../../tests/support/databases';
import type { TestShop } from '../../../tests/support/shop';
import { demoCoupons, seedDemoCoupons } from '../../db/seed/coupons.server';
import { checkoutNonceAction } from './checkout-fields';
import { checkoutForm, checkoutPage, count, hanoi, openTestShop, paymentFragment, productId, review, reviewTable, saigonWard, Shopper, shopperWith, validFields } from './checkout-test-support';

const wallet = demoFacts.simpleProductSlug; // 350.000 ₫, stock counted
const failureKeys = ['messages', 'refresh', 'reload', 'result'];
const unescape = (html: string) => html.replace(/&quot;/g, '"').replace(/&#x27;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
const errorItems = (messages: string) => [...messages.matchAll(/<li(?: data-id="([^"]*)")?>([^<]*)<\/li>/g)].map((m) => ({ id: m[1] ?? null, text: unescape(m[2]!) }));

describe.each(testDatabases.map((d) => [d.name, d] as const))('checkout over the contract on %s', (_name, kind) => {
  let shop: TestShop;
  const db = () => shop.deps.database.db;
  const stockOf = async (slug: string) => (await db().selectFrom('products').select(['stock_quantity', 'total_sales']).where('slug', '=', slug).executeTakeFirstOrThrow());
  const written = async () => ({
    orders: await count(db(), 'orders'),
    lines: await count(db(), 'order_lines'),
    outbox: await count(db(), 'outbox'),
    cart: await count(db(), 'cart_items'),
    usages: await count(db(), 'coupon_usages'),
    attribution: await count(db(), 'order_attribution'),
    wallet: await stockOf(wallet),
  });

  beforeAll(async () => {
    shop = await openTestShop(kind);
    await seedDemoCoupons(db());
  });
  afterAll(() => shop?.close());

  it('decision 014: an empty cart cannot be checked out: the page sends the shopper back to the cart', async () => {
    const res = await new Shopper(shop.app).request('/thanh-toan/');
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/gio-hang/');
  });

  it('contract "Checkout": form.checkout with the nonce field, the e-mail input, address selects, payments, terms lightbox and attribution inputs', async () => {
    const { html, nonce } = await checkoutForm(await shopperWith(shop, wallet));
    expect(html).toMatch(/<form name="checkout" class="checkout woocommerce-checkout"[^>]* action="\/thanh-toan\/"[^>]* method="post">/);
    expect(nonce).toMatch(/^[0-9a-f]{20}$/);
    expect(html).toMatch(/<input type="email" class="input-text" id="billing_email"[^>]*name="billing_email"/);
    expect(html).toContain('<option value="01">Thành phố Hà Nội</option>');
    expect(html).toContain('<option value="79">Thành phố Hồ Chí Minh</option>');
    expect(html).not.toContain('id="billing_district"'); // two tiers by default
    expect(html).toContain('Thanh toán khi nhận hàng');
    expect(html).toContain('Chuyển khoản ngân hàng');
    expect(html).toMatch(/<a href="\/dieu-khoan-va-dieu-kien\/" class="woocommerce-terms-and-conditions-link"[^>]*data-open="#terms-lightbox"/);
    expect(html).toMatch(/<div id="terms-lightbox" class="mfp-hide terms-lightbox"[^>]*><h2>/);
    expect(html).toMatch(/<wc-order-attribution-inputs>(<input type="hidden" name="wc_order_attribution_[a-z_]+" value=""\/>){16}<\/wc-order-attribution-inputs>/);
  });

  it('contract "Checkout": success answers exactly {result, redirect}; the order is priced on the server and the cart emptied', async () => {
    const before = await stockOf(wallet);
    const s = await shopperWith(shop, wallet, 2);
    const form = await checkoutForm(s);
    const res = await s.ajax('checkout', validFields(form, { order_total: '1', 'cart[0][price]': '1', wc_order_attribution_source_type: 'utm', wc_order_attribution_utm_source: 'facebook' }));
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const answer = (await res.json()) as { result: string; redirect: string };
    expect(Object.keys(answer)).toEqual(['result', 'redirect']);
    expect(answer.result).toBe('success');
    const match = /^http:\/\/localhost\/thanh-toan\/order-received\/(\d+)\/\?key=(wc_order_[\w-]{24})$/.exec(answer.redirect);
    expect(match).not.toBeNull();
    const order = await db().selectFrom('orders').selectAll().where('id', '=', Number(match![1])).executeTakeFirstOrThrow();
    expect(order).toMatchObject({
      order_key: match![2],
      number: match![1],
      status: 'processing',
      payment_method: 'cod',
      customer_name: 'Nguyễn Văn An',
      phone: '0912345678',
      email: 'an.nguyen@example.com',
      province_code: hanoi.province,
      province_name: 'Thành phố Hà Nội',
      ward_code: hanoi.ward,
      ward_name: hanoi.wardName,
      district_code: null,
      street: 'Số 1 Điện Biên Phủ',
      note: 'Giao giờ hành chính',
      shipping_method_id: form.shipping,
    });
    // 2 × 350.000 ₫ = 700.000 ₫ reaches the free-shipping minimum of the big cities' zone.
    expect(Number(order.subtotal)).toBe(2 * demoFacts.simpleProductPrice);
    expect(Number(order.shipping_total)).toBe(0);
    expect(Number(order.total)).toBe(2 * demoFacts.simpleProductPrice);
    const lines = await db().selectFrom('order_lines').selectAll().where('order_id', '=', order.id).execute();
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ product_id: await productId(db(), wallet), variation_id: null, name: 'Ví da nam gấp đôi', quantity: 2 });
    expect(Number(lines[0]!.unit_price)).toBe(demoFacts.simpleProductPrice);
    const after = await stockOf(wallet);
    expect(after.stock_quantity).toBe(before.stock_quantity! - 2);
    expect(after.total_sales).toBe(before.total_sales + 2);
    expect(await db().selectFrom('cart_items').select('item_key').where('session_id', '=', order.session_id).execute()).toEqual([]);
    expect(res.headers.getSetCookie().some((c) => /^woocommerce_items_in_cart=;.*Max-Age=0/i.test(c))).toBe(true);
    const attribution = await db().selectFrom('order_attribution').select(['field', 'value']).where('order_id', '=', order.id).orderBy('field').execute();
    expect(attribution).toEqual([{ field: 'source_type', value: 'utm' }, { field: 'utm_source', value: 'facebook' }]);
  });

  it('decision 014: outside the big cities the flat rate of the nationwide zone is charged and counted in the total', async () => {
    const s = await shopperWith(shop, demoFacts.saleProductSlug); // 149.000 ₫, under the free-shipping minimum
    const form = await checkoutForm(s, '48');
    const daNangWard = /<option value="(\d+)">Phường Hải Châu<\/option>/.exec(await (await s.request('/thanh-toan/', { method: 'POST', body: new URLSearchParams({ billing_province: '48', update_address: '1' }) })).text())?.[1];
    expect(daNangWard).toBeDefined();
    const answer = await s.json<{ redirect: string }>('checkout', validFields(form, { billing_province: '48', billing_ward: daNangWard! }));
    const id = Number(/order-received\/(\d+)\//.exec(answer.redirect)?.[1]);
    const order = await db().selectFrom('orders').select(['subtotal', 'shipping_total', 'total', 'shipping_method_label']).where('id', '=', id).executeTakeFirstOrThrow();
    expect([Number(order.subtotal), Number(order.shipping_total), Number(order.total)]).toEqual([149_000, 35_000, 184_000]);
    expect(order.shipping_method_label).toBe('Giao hàng tiêu chuẩn');
  });

  it('spec 5.3, 9.1: each refused field answers the failure shape with its data-id, and nothing is written', async () => {
    const s = await shopperWith(shop, wallet);
    const form = await checkoutForm(s);
    const cases: [Record<string, string>, string | null, string][] = [
      [{ billing_phone: '12345' }, 'billing_phone', vi.checkout.phoneInvalid],
      [{ billing_phone: '091234567' }, 'billing_phone', vi.checkout.phoneInvalid],
      [{ billing_phone: '  ' }, 'billing_phone', vi.checkout.phoneRequired],
      [{ billing_full_name: '' }, 'billing_full_name', vi.checkout.nameRequired],
      [{ billing_full_name: 'A'.repeat(101) }, 'billing_full_name', vi.checkout.nameTooLong],
      [{ billing_email: 'an@example' }, 'billing_email', vi.checkout.emailInvalid],
      [{ billing_email: 'an@example.company' }, 'billing_email', vi.checkout.emailInvalid],
      [{ billing_ward: saigonWard }, 'billing_ward', vi.checkout.wardInvalid],
      [{ billing_ward: '' }, 'billing_ward', vi.checkout.wardRequired],
      [{ billing_province: '00' }, 'billing_province', vi.checkout.provinceInvalid],
      [{ billing_province: "01' OR 1=1" }, 'billing_province', vi.checkout.provinceInvalid],
      [{ billing_address_1: '' }, 'billing_address_1', vi.checkout.streetRequired],
      [{ 'shipping_method[0]': 'flat_rate:999' }, 'shipping_method', vi.checkout.shippingInvalid],
      [{ 'shipping_method[0]': '' }, 'shipping_method', vi.checkout.shippingInvalid],
      [{ payment_method: 'paypal' }, 'payment_method', vi.checkout.paymentInvalid],
      [{ terms: '' }, 'terms', vi.checkout.termsRequired],
      [{ 'woocommerce-process-checkout-nonce': '' }, null, vi.checkout.sessionExpired],
      [{ 'woocommerce-process-checkout-nonce': 'deadbeefdeadbeefdead' }, null, vi.checkout.sessionExpired],
    ];
    const before = await written();
    for (const [overrides, id, text] of cases) {
      const answer = await s.json<{ result: string; messages: string; refresh: boolean; reload: boolean }>('checkout', validFields(form, overrides));
      const label = JSON.stringify(overrides);
      expect(Object.keys(answer).sort(), label).toEqual(failureKeys);
      expect(answer, label).toMatchObject({ result: 'failure', refresh: false, reload: false });
      expect(answer.messages, label).toMatch(/^<ul class="woocommerce-error">(<li( data-id="[a-z_0-9]+")?>[^<]+<\/li>)+<\/ul>$/);
      expect(errorItems(answer.messages), label).toEqual([{ id, text }]);
    }
    expect(await written()).toEqual(before);
  });

  it('decision 011: a stale nonce (two 12-hour ticks old) is refused with nothing written', async () => {
    const s = await shopperWith(shop, wallet);
    const form = await checkoutForm(s);
    const sessionId = createHash('sha256').update(s.cookies.get(sessionCookie)!).digest('hex');
    const stale = makeNonce(shop.deps.config.sessionSecret, checkoutNonceAction, sessionId, nonceTick(Date.now()) - 2);
    const before = await written();
    const answer = await s.json<{ messages: string }>('checkout', validFields(form, { 'woocommerce-process-checkout-nonce': stale }));
    expect(errorItems(answer.messages)).toEqual([{ id: null, text: vi.checkout.sessionExpired }]);
    // Another shopper's nonce is no good either.
    const other = await checkoutForm(await shopperWith(shop, wallet));
    const answer2 = await s.json<{ messages: string }>('checkout', validFields(form, { 'woocommerce-process-checkout-nonce': other.nonce }));
    expect(errorItems(answer2.messages)).toEqual([{ id: null, text: vi.checkout.sessionExpired }]);
    expect({ ...(await written()), cart: 0 }).toEqual({ ...before, cart: 0 });
  });

  it('a product withdrawn after the review is not left out silently: the shopper is told, the review refreshed, and the next post orders the rest', async () => {
    const tote = demoFacts.saleProductSlug;
    const s = await shopperWith(shop, wallet);
    await s.json('add_to_cart', { product_id: String(await productId(db(), tote)), quantity: '1' });
    const form = await checkoutForm(s);
    await db().updateTable('products').set({ status: 'draft' }).where('slug', '=', tote).execute();
    try {
      const before = await written();
      const refused = await s.json<{ result: string; messages: string; refresh: boolean }>('checkout', validFields(form));
      expect([refused.result, errorItems(refused.messages), refused.refresh]).toEqual(['failure', [{ id: null, text: vi.checkout.linesNoLongerSold }], true]);
      expect({ ...(await written()), cart: before.cart - 1 }).toEqual({ ...before, cart: before.cart - 1 });
      expect((await s.json<{ result: string }>('checkout', validFields(form))).result).toBe('success');
      const lines = await db().selectFrom('order_lines').select('product_id').where('order_id', '=', (await db().selectFrom('orders').select((eb) => eb.fn.max('id').as('id')).executeTakeFirstOrThrow()).id as number).execute();
      expect(lines.map((l) => l.product_id)).toEqual([await productId(db(), wallet)]);
    } finally {
      await db().updateTable('products').set({ status: 'publish' }).where('slug', '=', tote).execute();
    }
  });

  it('decision 014: an empty cart, or a cart already ordered by another post, is refused and nothing is written', async () => {
    const noCart = new Shopper(shop.app);
    const answer = await noCart.json<{ messages: string }>('checkout', validFields({ nonce: 'x', shipping: 'flat_rate:1' }));
    expect(errorItems(answer.messages)).toEqual([{ id: null, text: vi.checkout.cartEmpty }]);
    const s = await shopperWith(shop, wallet);
    const form = await checkoutForm(s);
    expect((await s.json<{ result: string }>('checkout', validFields(form))).result).toBe('success');
    const before = await written();
    // The same post again is answered its order (decision 079, checkout-repeat.integration.test.ts); another is not.
    const again = await s.json<{ messages: string }>('checkout', validFields(form, { order_comments: 'Đặt thêm lần nữa' }));
    expect(errorItems(again.messages)).toEqual([{ id: null, text: vi.checkout.cartEmpty }]);
    expect(await written()).toEqual(before);
  });

  it('decision 029: a coupon applied at checkout goes to the cart, is priced, recorded with the order and counted as used; one typed into form.checkout is not', async () => {
    const s = await shopperWith(shop, wallet, 2);
    const form = await checkoutForm(s);
    const applied = await s.ajax('apply_coupon', { security: form.params.apply_coupon_nonce, coupon_code: demoCoupons.percent.code, billing_email: 'an.nguyen@example.com' });
    expect(await applied.text()).toBe(`<div class="woocommerce-message" role="alert">${vi.coupons.applied}</div>`);
    const answer = await review(s, form.params, { billing_province: hanoi.province });
    expect(answer.fragments[reviewTable]).toContain('<tr class="cart-discount coupon-giam10">');
    const placed = await s.json<{ redirect: string }>('checkout', validFields(form, { coupon_code: demoCoupons.fixedCart.code }));
    const id = Number(/order-received\/(\d+)\//.exec(placed.redirect)?.[1]);
    const order = await db().selectFrom('orders').select(['subtotal', 'discount_total', 'total']).where('id', '=', id).executeTakeFirstOrThrow();
    expect([Number(order.subtotal), Number(order.discount_total), Number(order.total)]).toEqual([700_000, 70_000, 630_000]);
    expect(await db().selectFrom('order_coupons').select(['code']).where('order_id', '=', id).execute()).toEqual([{ code: 'giam10' }]);
    expect(await db().selectFrom('coupon_usages').select('email').where('order_id', '=', id).execute()).toEqual([{ email: 'an.nguyen@example.com' }]);
  });

  it('decision 014: update_order_review prices the review for the chosen province and asks for a reload without a cart', async () => {
    const s = await shopperWith(shop, demoFacts.saleProductSlug);
    const { params } = await checkoutPage(s);
    const hanoiReview = await review(s, params, { billing_province: '01' });
    expect(hanoiReview.result).toBe('success');
    expect(Object.keys(hanoiReview.fragments)).toEqual([reviewTable, paymentFragment]);
    expect(hanoiReview.fragments[reviewTable]).toContain('20.000');
    const hueReview = await review(s, params, { billing_province: '46' });
    expect(hueReview.fragments[reviewTable]).toContain('35.000');
    expect(hueReview.fragments[reviewTable]).toContain('184.000');
    const noCart = new Shopper(shop.app);
    expect(await review(noCart, params, { billing_province: '01' })).toMatchObject({ result: 'failure', reload: true });
  });
});
