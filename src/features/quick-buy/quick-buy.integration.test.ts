import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoFacts } from '../../db/seed/demo-facts.server';
import { cms, quickBuy } from '../../lib/contract-names';
import * as vi from '../../lib/messages/index';
import { testDatabases } from '../../../tests/support/databases';
import type { TestShop } from '../../../tests/support/shop';
import { variationId } from '../cart/cart-test-support';
import { count, hanoi, openTestShop, productId, saigonWard, setSetting, setStock, shopperWith } from '../checkout/checkout-test-support';
import { quickBuyTotal } from './quick-buy-rules';
import { customerInfo, origin, productInfo, QuickBuyer } from './quick-buy-test-support';

const wallet = demoFacts.simpleProductSlug;
const shirt = demoFacts.colourSwatchProductSlug;

describe.each(testDatabases.map((d) => [d.name, d] as const))('quick buy calls on %s', (_name, kind) => {
  let shop: TestShop;
  const db = () => shop.deps.database.db;
  const written = async () => [await count(db(), 'orders'), await count(db(), 'outbox'), await count(db(), 'coupon_usages')];

  beforeAll(async () => {
    shop = await openTestShop(kind);
  });
  afterAll(() => shop?.close());

  it('devvn_form_quickbuy: the popup with its fields, provinces, variations and nonce; unknown products refused', async () => {
    const s = new QuickBuyer(shop.app);
    const popup = await s.popup(await productId(db(), shirt));
    expect(popup.status).toBe(200);
    for (const field of ['customer-name', 'customer-phone', 'customer-valid-phone', 'customer-email', 'customer-xa', 'customer-address', 'customer-coupon', 'quantity', 'variation_id']) {
      expect(popup.html).toContain(`name="${field}"`);
    }
    expect(popup.html).toContain('id="matp"');
    expect(popup.html).toContain('Thành phố Hà Nội');
    // The product page's own variation form (decision 031): its attribute selects, and the variations as JSON on the form.
    expect(popup.html).toContain('data-island="variation-form"');
    expect(popup.html).toMatch(/name="attribute_pa_[a-z-]+"/);
    expect(popup.html).toContain(`&quot;variation_id&quot;:${await variationId(db(), shirt, demoFacts.colourSwatchLowStock.terms)}`);
    expect(popup.html).not.toContain('single_add_to_cart_button');
    expect(popup.nonce).toMatch(/^[0-9a-f]{20}$/);
    expect((await s.popup(2_000_000)).status).toBe(404);
    expect((await s.call(quickBuy.formAction, { prodid: 'abc' }).catch(() => ({ status: 400 }))).status).toBe(400);
  });

  it('devvn_load_diagioihanhchinh on two tiers: the province\'s wards and the shipping options for the line', async () => {
    const s = new QuickBuyer(shop.app);
    const id = await productId(db(), wallet);
    const { nonce } = await s.popup(id);
    const wards = await s.call<{ list_district: unknown[]; shipping: string }>(quickBuy.areasAction, { matp: hanoi.province, maqh: '', getvalue: '2', nonce, prod_id: String(id), product_info: productInfo({ quantity: '1' }) });
    expect(wards.status).toBe(200);
    expect(wards.body.data.list_district).toContainEqual({ name: hanoi.wardName, xaid: hanoi.ward });
    expect(wards.body.data.shipping).toContain('name="shipping_method[0]"');
    expect(wards.body.data.shipping).toMatch(/data-costs="\{&quot;[a-z_]+:\d+&quot;:\d+/);
    expect((await s.call(quickBuy.areasAction, { matp: hanoi.province, getvalue: '1', nonce })).body).toEqual({ success: true, data: { list_district: [] } });
  });

  it('devvn_load_diagioihanhchinh on three tiers: districts, then a district\'s wards', async () => {
    await setSetting(db(), 'address_structure', 'three-tier');
    try {
      const s = new QuickBuyer(shop.app);
      const { nonce, html } = await s.popup(await productId(db(), wallet));
      expect(html).toContain('id="maqh"');
      const districts = await s.call<{ list_district: unknown[] }>(quickBuy.areasAction, { matp: '01', getvalue: '1', nonce });
      expect(districts.body.data.list_district).toContainEqual({ name: 'Quận Ba Đình', maqh: '001' });
      const wards = await s.call<{ list_district: unknown[] }>(quickBuy.areasAction, { matp: '01', maqh: '001', getvalue: '2', nonce });
      expect(wards.body.data.list_district).toContainEqual({ name: 'Phường Phúc Xá', xaid: '00001' });
      expect((await s.call(quickBuy.areasAction, { matp: '79', maqh: '001', getvalue: '2', nonce })).status).toBe(400);
    } finally {
      await setSetting(db(), 'address_structure', 'two-tier');
    }
  });

  it('devvn_load_diagioihanhchinh refuses unknown areas and a stale nonce with a clear message', async () => {
    const s = new QuickBuyer(shop.app);
    const { nonce } = await s.popup(await productId(db(), wallet));
    for (const matp of ['99', '', '../x', '01 OR 1=1', '1'.repeat(500)]) {
      expect(await s.call(quickBuy.areasAction, { matp, getvalue: '2', nonce }), matp).toEqual({ status: 400, body: { success: false, data: vi.quickBuy.provinceInvalid } });
    }
    expect(await s.call(quickBuy.areasAction, { matp: '01', getvalue: '2', nonce: 'a'.repeat(20) })).toEqual({ status: 403, body: { success: false, data: vi.quickBuy.nonceStale } });
  });

  it('devvn_apply_coupon: the cart\'s rules and messages on the popup\'s line', async () => {
    const s = new QuickBuyer(shop.app);
    const id = await productId(db(), wallet);
    await setStock(db(), wallet, 50);
    const price = (await db().selectFrom('products').select(['regular_price', 'sale_price']).where('id', '=', id).executeTakeFirstOrThrow());
    const unit = price.sale_price ?? price.regular_price ?? 0;
    const applied = await s.call<{ total_discount: number; mess: string }>(quickBuy.couponAction, { prod_id: String(id), coupon: 'giam10', product_info: productInfo({ quantity: '2' }) });
    expect(applied).toEqual({ status: 200, body: { success: true, data: { total_discount: Math.round(unit * 2 * 0.1), mess: vi.quickBuy.couponApplied('giam10') } } });
    expect((await s.call(quickBuy.couponAction, { prod_id: String(id), coupon: 'HETHAN', product_info: '' })).body).toEqual({ success: false, data: vi.coupons.expired });
    expect((await s.call(quickBuy.couponAction, { prod_id: String(id), coupon: ' ', product_info: '' })).body).toEqual({ success: false, data: vi.coupons.enterCode });
    expect((await s.call(quickBuy.couponAction, { prod_id: String(id), coupon: 'GIAM10', product_info: productInfo({ quantity: 'abc' }) })).status).toBe(400);
  });

  it('devvn_quickbuy: a real order whose total is unit × quantity + shipping − coupon, with stock, coupon use, attribution and both e-mails', async () => {
    const s = new QuickBuyer(shop.app);
    const id = await variationId(db(), shirt, demoFacts.colourSwatchLowStock.terms);
    await db().updateTable('products').set({ stock_quantity: 10, stock_status: 'instock', regular_price: 300_000, sale_price: null }).where('id', '=', id).execute();
    const parent = await productId(db(), shirt);
    const { nonce } = await s.popup(parent);
    const info = productInfo({ variation_id: String(id), quantity: '2' });
    const areas = await s.call<{ shipping: string }>(quickBuy.areasAction, { matp: hanoi.province, getvalue: '2', nonce, prod_id: String(parent), product_info: info });
    const [, method = '', cost = '0'] = /&quot;(flat_rate:\d+)&quot;:(\d+)/.exec(areas.body.data.shipping) ?? [];
    const coupon = await s.call<{ total_discount: number }>(quickBuy.couponAction, { prod_id: String(parent), coupon: 'GIAM10', product_info: info });
    const before = await written();
    const answer = await s.call<{ gotothankyou: boolean; thankyou_link: string }>(quickBuy.orderAction, {
      prod_id: String(parent),
      nonce,
      product_info: info,
      customer_info: customerInfo({ 'customer-coupon': 'GIAM10', 'shipping_method[0]': method, wc_order_attribution_source_type: 'utm', wc_order_attribution_utm_source: 'zalo' }),
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data.gotothankyou).toBe(true);
    const [, orderId, key] = /order-received\/(\d+)\/\?key=(.+)$/.exec(answer.body.data.thankyou_link) ?? [];
    const order = await db().selectFrom('orders').selectAll().where('id', '=', Number(orderId)).executeTakeFirstOrThrow();
    expect(order.order_key).toBe(decodeURIComponent(key ?? ''));
    expect(order.total).toBe(quickBuyTotal({ unitPrice: 300_000, quantity: 2, shipping: Number(cost), discount: coupon.body.data.total_discount }));
    expect(order).toMatchObject({ subtotal: 600_000, discount_total: 60_000, shipping_total: Number(cost), phone: '0987654321' });
    expect((await db().selectFrom('products').select('stock_quantity').where('id', '=', id).executeTakeFirstOrThrow()).stock_quantity).toBe(8);
    expect(await written()).toEqual([before[0]! + 1, before[1]! + 2, before[2]! + 1]);
    expect(await db().selectFrom('order_attribution').select(['field', 'value']).where('order_id', '=', order.id).execute()).toContainEqual({ field: 'utm_source', value: 'zalo' });
    const page = await s.request(answer.body.data.thankyou_link);
    expect(page.status).toBe(200);
  });

  it("spec 4.3, decision 031: the variation form's values travel in product_info; an 'any value' attribute's choice reaches the order line", async () => {
    const s = new QuickBuyer(shop.app);
    const parent = await productId(db(), demoFacts.anyValueProductSlug);
    const hat = await db().selectFrom('products').select(['id']).where('parent_id', '=', parent).where('stock_quantity', '>', 1).executeTakeFirstOrThrow();
    const { nonce } = await s.popup(parent);
    const order = (info: Record<string, string>) =>
      s.call<{ thankyou_link: string }>(quickBuy.orderAction, { prod_id: String(parent), nonce, product_info: productInfo({ quantity: '1', ...info }), customer_info: customerInfo() });
    const before = await written();
    // The 'any value' attribute left empty, or given a value the product does not offer, is refused with nothing written.
    expect((await order({ variation_id: String(hat.id) })).body.success).toBe(false);
    expect((await order({ variation_id: String(hat.id), "attribute_pa_kich-thuoc": "xxxl" })).body.success).toBe(false);
    expect(await written()).toEqual(before);
    const answer = await order({ variation_id: String(hat.id), 'attribute_pa_kich-thuoc': 'l' });
    expect(answer.status).toBe(200);
    const orderId = Number(/order-received\/(\d+)\//.exec(answer.body.data.thankyou_link)?.[1]);
    const line = await db().selectFrom('order_lines').select(['variation_id', 'attributes']).where('order_id', '=', orderId).executeTakeFirstOrThrow();
    expect(line).toEqual({ variation_id: hat.id, attributes: expect.stringContaining('Kích thước') });
    expect(line.attributes).toMatch(/L\b/);
  });

  it('decision 031: without a variation id the variation is found from the chosen values, as the form without script sends them', async () => {
    const s = new QuickBuyer(shop.app);
    const parent = await productId(db(), shirt);
    const { terms } = demoFacts.colourSwatchLowStock;
    const id = await variationId(db(), shirt, terms);
    await db().updateTable('products').set({ stock_quantity: 10, stock_status: 'instock' }).where('id', '=', id).execute();
    const { nonce } = await s.popup(parent);
    const info = productInfo({ variation_id: '', quantity: '1', 'attribute_pa_mau-sac': terms['mau-sac'], 'attribute_pa_kich-thuoc': terms['kich-thuoc'] });
    const answer = await s.call<{ thankyou_link: string }>(quickBuy.orderAction, { prod_id: String(parent), nonce, product_info: info, customer_info: customerInfo() });
    expect(answer.status).toBe(200);
    const orderId = Number(/order-received\/(\d+)\//.exec(answer.body.data.thankyou_link)?.[1]);
    expect((await db().selectFrom('order_lines').select('variation_id').where('order_id', '=', orderId).executeTakeFirstOrThrow()).variation_id).toBe(id);
  });

  it('devvn_quickbuy answers with the thanks as content when the shop says so', async () => {
    await setSetting(db(), 'quick_buy_after_order', 'content');
    try {
      const s = new QuickBuyer(shop.app);
      const id = await productId(db(), wallet);
      await setStock(db(), wallet, 5);
      const { nonce } = await s.popup(id);
      const answer = await s.call<{ content: string }>(quickBuy.orderAction, { prod_id: String(id), nonce, product_info: productInfo({ quantity: '1' }), customer_info: customerInfo() });
      expect(answer.status).toBe(200);
      expect(answer.body.data.content).toContain('order-received');
    } finally {
      await setSetting(db(), 'quick_buy_after_order', 'redirect');
    }
  });

  it('devvn_quickbuy refuses hostile input with a 4xx and the spec\'s messages, writing nothing', async () => {
    const s = new QuickBuyer(shop.app);
    const wallet1 = await productId(db(), wallet);
    const shirt1 = await productId(db(), shirt);
    await setStock(db(), wallet, 50);
    const otherVariation = (await db().selectFrom('products').select('id').where('type', '=', 'variation').where('parent_id', '!=', shirt1).executeTakeFirstOrThrow()).id;
    const { nonce } = await s.popup(wallet1);
    const before = await written();
    const order = (fields: Record<string, string>) =>
      s.call(quickBuy.orderAction, { prod_id: String(wallet1), nonce, product_info: productInfo({ quantity: '1' }), customer_info: customerInfo(), ...fields });
    const cases: [string, Record<string, string>, string][] = [
      ['no name', { customer_info: customerInfo({ 'customer-name': '' }) }, vi.quickBuy.nameRequired],
      ['10 KB name', { customer_info: customerInfo({ 'customer-name': 'A'.repeat(10_000) }) }, vi.quickBuy.orderFailed],
      ['101-character name', { customer_info: customerInfo({ 'customer-name': 'Ă'.repeat(101) }) }, vi.quickBuy.nameTooLong],
      ['bad phone', { customer_info: customerInfo({ 'customer-phone': '12345' }) }, vi.quickBuy.phoneInvalid],
      ['other phone re-entered', { customer_info: customerInfo({ 'customer-valid-phone': '0987654320' }) }, vi.quickBuy.validPhoneMismatch],
      ['bad e-mail', { customer_info: customerInfo({ 'customer-email': 'ha@vn' }) }, vi.quickBuy.emailInvalid],
      ['unknown province', { customer_info: customerInfo({ 'customer-tinh': '99' }) }, vi.quickBuy.provinceInvalid],
      ['ward of another province', { customer_info: customerInfo({ 'customer-xa': saigonWard }) }, vi.quickBuy.wardInvalid],
      ['no ward', { customer_info: customerInfo({ 'customer-xa': '' }) }, vi.quickBuy.wardRequired],
      ['no street', { customer_info: customerInfo({ 'customer-address': ' ' }) }, vi.quickBuy.addressRequired],
      ['no customer form', { customer_info: '' }, vi.quickBuy.nameRequired],
      ['unknown product', { prod_id: '2000000' }, vi.cart.notFound],
      ['product id not a number', { prod_id: 'abc' }, vi.quickBuy.notFound],
      ['unknown variation', { prod_id: String(shirt1), product_info: productInfo({ variation_id: '2000000', quantity: '1' }) }, vi.quickBuy.notFound],
      ['variation of another product', { prod_id: String(shirt1), product_info: productInfo({ variation_id: String(otherVariation), quantity: '1' }) }, vi.quickBuy.notFound],
      ['variation on a simple product', { product_info: productInfo({ variation_id: String(otherVariation), quantity: '1' }) }, vi.quickBuy.notFound],
      ['variable product without a variation', { prod_id: String(shirt1) }, ''],
      ['quantity 0', { product_info: productInfo({ quantity: '0' }) }, vi.quickBuy.invalidQuantity],
      ['quantity -1', { product_info: productInfo({ quantity: '-1' }) }, vi.quickBuy.invalidQuantity],
      ['quantity 1e9', { product_info: productInfo({ quantity: '1e9' }) }, vi.quickBuy.invalidQuantity],
      ['quantity 1000000000', { product_info: productInfo({ quantity: '1000000000' }) }, vi.quickBuy.invalidQuantity],
      ['quantity abc', { product_info: productInfo({ quantity: 'abc' }) }, vi.quickBuy.invalidQuantity],
      ['unknown shipping method', { customer_info: customerInfo({ 'shipping_method[0]': 'flat_rate:999' }) }, vi.checkout.shippingInvalid],
      ['unknown coupon', { customer_info: customerInfo({ 'customer-coupon': 'KHONGCO' }) }, vi.coupons.notFound('KHONGCO')],
    ];
    for (const [name, fields, message] of cases) {
      const answer = await order(fields);
      expect(answer.status, name).toBeGreaterThanOrEqual(400);
      expect(answer.status, name).toBeLessThan(500);
      expect(answer.body.success, name).toBe(false);
      if (message) expect(answer.body.data, name).toBe(message);
      else expect(answer.body.data, name).toEqual(expect.any(String));
    }
    const fieldErrors = await order({ customer_info: customerInfo({ 'customer-name': '', 'customer-phone': '' }) });
    expect(fieldErrors.body.fields).toMatchObject({ 'customer-name': vi.quickBuy.nameRequired, 'customer-phone': vi.quickBuy.phoneRequired });
    expect(await written()).toEqual(before);
  });

  it('a stale nonce gets a clear message and no order; an empty stock gets \'Out of stock!\'', async () => {
    const s = new QuickBuyer(shop.app);
    const id = await productId(db(), wallet);
    const before = await written();
    const stale = await s.call(quickBuy.orderAction, { prod_id: String(id), nonce: '0123456789abcdef0123', product_info: productInfo({ quantity: '1' }), customer_info: customerInfo() });
    expect(stale).toEqual({ status: 403, body: { success: false, data: vi.quickBuy.nonceStale } });
    await setStock(db(), wallet, 1);
    const { nonce } = await s.popup(id);
    // A buyer of its own: the same fields as an order placed above would be that order again (decision 079).
    const buyer = customerInfo({ 'customer-phone': '0977000111', 'customer-valid-phone': '0977000111' });
    const tooMany = await s.call(quickBuy.orderAction, { prod_id: String(id), nonce, product_info: productInfo({ quantity: '2' }), customer_info: buyer });
    expect(tooMany).toMatchObject({ status: 409, body: { success: false, data: vi.quickBuy.outOfStock } });
    await setStock(db(), wallet, 0);
    const none = await s.call(quickBuy.orderAction, { prod_id: String(id), nonce, product_info: productInfo({ quantity: '1' }), customer_info: buyer });
    expect(none).toMatchObject({ status: 409, body: { success: false, data: vi.quickBuy.outOfStock } });
    expect(await written()).toEqual(before);
  });

  it('the popup starts from the province the shopper chose for the cart\'s shipping, with its wards and shipping', async () => {
    await setStock(db(), wallet, 5);
    const s = await shopperWith(shop, wallet);
    const cartPage = await (await s.request('/gio-hang/')).text();
    const cartNonce = /name="woocommerce-cart-nonce" value="([0-9a-f]+)"/.exec(cartPage)?.[1] ?? '';
    await s.post('/gio-hang/', { 'woocommerce-cart-nonce': cartNonce, calc_shipping_state: '79', calc_shipping: '1' });
    const res = await s.request(cms.ajaxPath, { method: 'POST', body: new URLSearchParams({ action: quickBuy.formAction, prodid: String(await productId(db(), wallet)) }), headers: { Origin: origin } });
    const html = await res.text();
    expect(html).toContain('<option value="79" selected="">');
    expect(html).toContain(`<option value="${saigonWard}">Phường Sài Gòn</option>`);
    expect(html).toContain('name="shipping_method[0]"');
    expect((await new QuickBuyer(shop.app).popup(await productId(db(), wallet))).html).not.toContain('<option value="79" selected="">');
  });
});
