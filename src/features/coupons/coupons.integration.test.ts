import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startingMethodLabels } from '../../db/migrations/006-coupons-shipping.server';
import { demoFacts } from '../../db/seed/demo-facts.server';
import { formatMoney } from '../../lib/money';
import * as vi from '../../lib/messages/index';
import { testDatabases } from '../../../tests/support/databases';
import type { TestShop } from '../../../tests/support/shop';
import { openTestShop, productId, Shopper } from '../cart/cart-test-support';
import { demoCoupons, seedDemoCoupons } from '../../db/seed/coupons.server';
import { recordCouponUsage } from './service.server';

const escaped = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');
const cartNonce = (html: string) => /name="woocommerce-cart-nonce" value="([0-9a-f]+)"/.exec(html)?.[1] ?? '';
const amountCell = (html: string, rowClass: string) => new RegExp(`<tr class="${rowClass}">.*?</tr>`, 's').exec(html)?.[0] ?? '';
const money = (dong: number) => `<bdi>${formatMoney(dong)}</bdi>`;

describe.each(testDatabases.map((d) => [d.name, d] as const))('coupons and the shipping estimate on the cart page on %s', (_name, kind) => {
  let shop: TestShop;
  const db = () => shop.deps.database.db;
  const cartPage = async (s: Shopper) => (await s.request('/gio-hang/')).text();
  const storedCodes = async () => (await db().selectFrom('cart_coupons').select('code').execute()).map((r) => r.code);

  /** A new shopper with these products (slug → quantity) in the cart. */
  async function shopperWith(items: Record<string, number>): Promise<Shopper> {
    const s = new Shopper(shop.app);
    for (const [slug, quantity] of Object.entries(items)) {
      await s.ajax('add_to_cart', { product_id: String(await productId(db(), slug)), quantity: String(quantity) });
    }
    return s;
  }
  async function post(s: Shopper, fields: Record<string, string>, nonce?: string): Promise<Response> {
    const body = new URLSearchParams({ 'woocommerce-cart-nonce': nonce ?? cartNonce(await cartPage(s)), ...fields });
    return s.request('/gio-hang/', { method: 'POST', body });
  }
  const apply = (s: Shopper, code: string) => post(s, { coupon_code: code, apply_coupon: 'Áp dụng' });
  const sessionIdOf = async () => (await db().selectFrom('sessions').select('id').orderBy('created_at', 'desc').executeTakeFirstOrThrow()).id;

  beforeAll(async () => {
    shop = await openTestShop(kind);
    await seedDemoCoupons(db());
  });
  afterAll(() => shop?.close());

  it('spec 2.7: the cart form carries the coupon field and apply button', async () => {
    const html = await cartPage(await shopperWith({ [demoFacts.simpleProductSlug]: 1 }));
    const form = /<form class="woocommerce-cart-form".*?<\/form>/s.exec(html)?.[0] ?? '';
    const field = /<div class="coupon">.*?<\/div>/s.exec(form)?.[0] ?? '';
    const input = /<input [^>]*id="coupon_code"[^>]*>/.exec(field)?.[0] ?? '';
    for (const attribute of ['type="text"', 'name="coupon_code"']) expect(input).toContain(attribute);
    expect(field).toMatch(/<button type="submit" class="button" value="Áp dụng" name="apply_coupon">/);
    expect(form.indexOf('name="apply_coupon"')).toBeLessThan(form.indexOf('name="update_cart"'));
    expect(form).toContain('name="woocommerce-cart-nonce"');
  });

  it('spec 4 coupons: apply a percentage (code any case, spaces trimmed), see its row and the new total, then remove it by its link', async () => {
    const s = await shopperWith({ [demoFacts.simpleProductSlug]: 1 });
    const res = await apply(s, '  giam10 ');
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/gio-hang/');
    const html = await cartPage(s);
    expect(html).toContain(vi.coupons.applied);
    const row = amountCell(html, 'cart-discount coupon-giam10');
    expect(row).toContain(vi.coupons.discountLabel('GIAM10'));
    expect(row).toContain(money(35_000));
    expect(amountCell(html, 'order-total')).toContain(money(315_000));
    const href = /<a href="([^"]+)" class="woocommerce-remove-coupon" data-coupon="giam10"/.exec(row)?.[1]?.replace(/&amp;/g, '&');
    expect(href).toMatch(/^\/gio-hang\/\?remove_coupon=giam10&_wpnonce=[0-9a-f]{20}$/);

    expect((await new Shopper(shop.app).request(href!)).status).toBe(403);
    expect((await s.request('/gio-hang/?remove_coupon=giam10&_wpnonce=' + '0'.repeat(20))).status).toBe(403);
    expect((await s.request(href!)).status).toBe(303);
    const after = await cartPage(s);
    expect(after).toContain(vi.coupons.removed);
    expect(after).not.toContain('cart-discount');
    expect(amountCell(after, 'order-total')).toContain(money(350_000));
  });

  it('spec 4 coupons: unknown, expired, below-minimum and repeated codes are refused with their reason and nothing is kept', async () => {
    const s = await shopperWith({ [demoFacts.saleProductSlug]: 1 });
    const before = await storedCodes();
    const refusals: [string, string][] = [
      ['KHONGCO', vi.coupons.notFound('KHONGCO')],
      [demoCoupons.expired.code, vi.coupons.expired],
      [demoCoupons.fixedCart.code, vi.coupons.minimumSpend(300_000)],
      [demoCoupons.fixedProduct.code, vi.coupons.notForTheseProducts],
    ];
    for (const [code, message] of refusals) {
      expect((await apply(s, code)).status).toBe(303);
      expect(await cartPage(s), code).toContain(`<ul class="woocommerce-error" role="alert"><li>${escaped(message)}</li></ul>`);
    }
    for (const hostile of ['x'.repeat(5000), "giam10' or '1'='1", '%', 'GIAM10\u0000']) {
      expect((await apply(s, hostile)).status).toBe(303);
      expect(await cartPage(s)).toContain('<ul class="woocommerce-error" role="alert">');
    }
    expect(await storedCodes()).toEqual(before);
    await apply(s, 'GIAM10');
    await apply(s, 'Giam10');
    expect(await cartPage(s)).toContain(escaped(vi.coupons.alreadyApplied('Giam10')));
  });

  it('spec 2.7: Enter in a quantity field posts the coupon button with no code, which updates the quantities', async () => {
    const s = await shopperWith({ [demoFacts.simpleProductSlug]: 1 });
    const key = /name="cart\[([0-9a-f]{32})\]\[qty\]"/.exec(await cartPage(s))?.[1] ?? '';
    await post(s, { coupon_code: '', apply_coupon: 'Áp dụng', [`cart[${key}][qty]`]: '3' });
    const html = await cartPage(s);
    expect(html).toContain(vi.cart.updated);
    expect(html).not.toContain('woocommerce-error');
    expect(amountCell(html, 'cart-subtotal')).toContain(money(1_050_000));
  });

  it('spec 4 coupons: a missing or stale nonce applies nothing', async () => {
    const s = await shopperWith({ [demoFacts.simpleProductSlug]: 1 });
    const before = await storedCodes();
    expect((await post(s, { coupon_code: 'GIAM10', apply_coupon: 'x' }, '')).status).toBe(403);
    expect((await post(s, { coupon_code: 'GIAM10', apply_coupon: 'x' }, 'f'.repeat(20))).status).toBe(403);
    expect(await storedCodes()).toEqual(before);
  });

  it('spec 4 coupons: fixed cart with its minimum reached, fixed product per item, together', async () => {
    const s = await shopperWith({ [demoFacts.simpleProductSlug]: 2, [demoFacts.saleProductSlug]: 1 });
    await apply(s, 'GIAM50K');
    await apply(s, 'VIDA30K');
    const html = await cartPage(s);
    expect(amountCell(html, 'cart-discount coupon-giam50k')).toContain(money(50_000));
    expect(amountCell(html, 'cart-discount coupon-vida30k')).toContain(money(60_000));
    expect(amountCell(html, 'order-total')).toContain(money(700_000 + 149_000 - 110_000));
  });

  it('spec 4 coupons: an individual-use coupon replaces the others, and no other joins it', async () => {
    const s = await shopperWith({ [demoFacts.simpleProductSlug]: 1 });
    await apply(s, 'GIAM10');
    await apply(s, 'DOCQUYEN');
    let html = await cartPage(s);
    expect(html).toContain(escaped(vi.coupons.individualApplied('DOCQUYEN')));
    expect(html).not.toContain('coupon-giam10');
    expect(amountCell(html, 'cart-discount coupon-docquyen')).toContain(money(70_000));
    await apply(s, 'GIAM10');
    html = await cartPage(s);
    expect(html).toContain(escaped(vi.coupons.individualUse('DOCQUYEN')));
    expect(html).not.toContain('coupon-giam10');
  });

  it('spec 4 coupons: a coupon whose minimum is no longer met after a change is taken off the cart with the reason', async () => {
    const s = await shopperWith({ [demoFacts.simpleProductSlug]: 1 });
    await apply(s, 'GIAM50K');
    expect(await cartPage(s)).toContain('coupon-giam50k');
    const sessionId = await sessionIdOf();
    await db().updateTable('cart_items').set({ product_id: await productId(db(), demoFacts.saleProductSlug) }).where('session_id', '=', sessionId).execute();
    const html = await cartPage(s);
    expect(html).toContain(escaped(vi.coupons.droppedFromCart('GIAM50K', vi.coupons.minimumSpend(300_000))));
    expect(html).not.toContain('coupon-giam50k');
    expect(await db().selectFrom('cart_coupons').select('code').where('session_id', '=', sessionId).execute()).toEqual([]);
  });

  it('spec 4 coupons: total and per-customer usage limits are checked on the cart page', async () => {
    await db().transaction().execute((trx) => recordCouponUsage(trx, { codes: ['MOTLAN'], orderId: 9001, email: 'an@example.vn', userId: 77 }));
    const s = await shopperWith({ [demoFacts.simpleProductSlug]: 1 });
    await apply(s, 'MOTLAN');
    expect(await cartPage(s)).toContain(vi.coupons.usedUp);

    await db().transaction().execute((trx) => recordCouponUsage(trx, { codes: ['KHACHMOI'], orderId: 9002, email: 'an@example.vn', userId: 77 }));
    const guest = await shopperWith({ [demoFacts.simpleProductSlug]: 1 });
    await apply(guest, 'KHACHMOI');
    expect(await cartPage(guest)).toContain('coupon-khachmoi');
    const member = await shopperWith({ [demoFacts.simpleProductSlug]: 1 });
    await db().updateTable('sessions').set({ user_id: 77 }).where('id', '=', await sessionIdOf()).execute();
    await apply(member, 'KHACHMOI');
    const html = await cartPage(member);
    expect(html).toContain(vi.coupons.usedUpForYou);
    expect(html).not.toContain('coupon-khachmoi');
  });

  it('spec 4 shipping estimate: a province shows its methods and costs, is remembered, and counts in the total', async () => {
    const s = await shopperWith({ [demoFacts.simpleProductSlug]: 1 });
    let html = await cartPage(s);
    expect(html).toContain(vi.shipping.estimateHint);
    const calculator = /<form class="woocommerce-shipping-calculator" id="shipping-calculator" action="\/gio-hang\/" method="post">.*?<\/form>/s.exec(html)?.[0] ?? '';
    expect(calculator).toContain('<select name="calc_shipping_state" id="calc_shipping_state" required=""><option value="" selected="">');
    expect(calculator).toContain('<option value="79">Thành phố Hồ Chí Minh</option>');
    expect(calculator).toContain('name="calc_shipping"');

    expect((await post(s, { calc_shipping_state: '79', calc_shipping: '1' })).status).toBe(303);
    html = await cartPage(s);
    expect(html).toContain('<option value="79" selected="">');
    expect(amountCell(html, 'woocommerce-shipping-totals shipping')).toContain(`${startingMethodLabels.flatRate}: <span class="woocommerce-Price-amount amount">${money(20_000)}`);
    expect(html).toContain(escaped(vi.shipping.to('Thành phố Hồ Chí Minh')));
    expect(amountCell(html, 'order-total')).toContain(money(370_000));

    await post(s, { calc_shipping_state: '48', calc_shipping: '1' });
    expect(amountCell(await cartPage(s), 'order-total')).toContain(money(385_000));
  });

  it('spec 5 shipping: free shipping from 500.000 ₫ after discounts, and an unknown province is refused', async () => {
    const s = await shopperWith({ [demoFacts.simpleProductSlug]: 2 });
    await post(s, { calc_shipping_state: '01', calc_shipping: '1' });
    let html = await cartPage(s);
    expect(amountCell(html, 'woocommerce-shipping-totals shipping')).toContain(startingMethodLabels.freeShipping);
    expect(amountCell(html, 'order-total')).toContain(money(700_000));
    await apply(s, 'DOCQUYEN'); // 20 %: 560.000 still reaches free shipping
    expect(amountCell(await cartPage(s), 'order-total')).toContain(money(560_000));

    const sessionId = await sessionIdOf();
    for (const code of ['zz', '', '01; drop table coupons', '01\u0000']) {
      await post(s, { calc_shipping_state: code, calc_shipping: '1' });
      expect(await cartPage(s)).toContain(vi.shipping.unknownProvince);
    }
    const kept = await db().selectFrom('cart_shipping').select('province_code').where('session_id', '=', sessionId).execute();
    expect(kept).toEqual([{ province_code: '01' }]);
  });

  it('spec 4 coupons: emptying the cart drops its coupons', async () => {
    const s = await shopperWith({ [demoFacts.simpleProductSlug]: 1 });
    await apply(s, 'GIAM10');
    const sessionId = await sessionIdOf();
    await db().deleteFrom('cart_items').where('session_id', '=', sessionId).execute();
    expect(await cartPage(s)).toContain(vi.cart.cartEmpty);
    expect(await db().selectFrom('cart_coupons').select('code').where('session_id', '=', sessionId).execute()).toEqual([]);
  });
});
