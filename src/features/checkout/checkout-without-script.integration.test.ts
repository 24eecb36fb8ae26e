import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoFacts } from '../../db/seed/demo-facts.server';
import * as vi from '../../lib/messages/index';
import { testDatabases } from '../../../tests/support/databases';
import type { TestShop } from '../../../tests/support/shop';
import { checkoutForm, count, hanoi, openTestShop, setSetting, type Shopper, shopperWith, validFields } from './checkout-test-support';

const wallet = demoFacts.simpleProductSlug;
const post = (s: Shopper, fields: Record<string, string>) => s.request('/thanh-toan/', { method: 'POST', body: new URLSearchParams(fields) });
const selectOf = (html: string, id: string) => new RegExp(`<select id="${id}"[^>]*>([\\s\\S]*?)</select>`).exec(html)?.[1] ?? '';

describe.each(testDatabases.map((d) => [d.name, d] as const))('checkout without JavaScript on %s', (_name, kind) => {
  let shop: TestShop;
  const db = () => shop.deps.database.db;

  beforeAll(async () => {
    shop = await openTestShop(kind);
  });
  afterAll(() => shop?.close());

  it('decision 014: the form posted as is places the order and redirects 303 to the thank-you page', async () => {
    const s = await shopperWith(shop, wallet);
    const before = await count(db(), 'orders');
    const res = await post(s, validFields(await checkoutForm(s)));
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toMatch(/^\/thanh-toan\/order-received\/\d+\/\?key=wc_order_[\w-]{24}$/);
    expect(await count(db(), 'orders')).toBe(before + 1);
    expect((await s.request(res.headers.get('location')!)).status).toBe(200);
  });

  it('decision 014: with only a province chosen, the form comes back with that province\'s wards and everything entered kept', async () => {
    const s = await shopperWith(shop, wallet);
    const form = await checkoutForm(s);
    const before = await count(db(), 'orders');
    const res = await post(s, validFields(form, { billing_ward: '', billing_full_name: 'Trần Thị Bình', order_comments: 'Gọi trước khi giao' }));
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain(`<ul class="woocommerce-error"><li data-id="billing_ward">${vi.checkout.wardRequired}</li></ul>`);
    expect(selectOf(html, 'billing_province')).toContain('<option value="01" selected="">Thành phố Hà Nội</option>');
    expect(selectOf(html, 'billing_ward')).toContain(`<option value="${hanoi.ward}">${hanoi.wardName}</option>`);
    expect(html).toContain('<p class="form-row form-row-wide address-field validate-required woocommerce-invalid" id="billing_ward_field">');
    expect(html).toContain('value="Trần Thị Bình"');
    expect(html).toContain('>Gọi trước khi giao</textarea>');
    expect(html).toContain('value="0912345678"');
    expect(await count(db(), 'orders')).toBe(before);
  });

  it('decision 014: the address button only shows the form again with the next list', async () => {
    const s = await shopperWith(shop, wallet);
    const res = await post(s, { billing_province: '79', update_address: '1', billing_full_name: 'Lê Văn Cường' });
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).not.toContain('woocommerce-error');
    expect(selectOf(html, 'billing_ward')).toContain('<option value="26740">Phường Sài Gòn</option>');
    expect(html).toContain('value="Lê Văn Cường"');
    // The big cities' zone prices the review now: 350.000 ₫ + 20.000 ₫.
    expect(html).toContain('370.000');
  });

  it('decision 012: with the three-tier setting the form asks for a district, and the ward must lie in it', async () => {
    await setSetting(db(), 'address_structure', 'three-tier');
    try {
      const s = await shopperWith(shop, wallet);
      const form = await checkoutForm(s);
      const step = await (await post(s, { billing_province: '01', update_address: '1' })).text();
      expect(selectOf(step, 'billing_district')).toContain('<option value="001">Quận Ba Đình</option>');
      const wrong = await post(s, validFields(form, { billing_district: '002', billing_ward: '00001' }));
      expect(await wrong.text()).toContain(`<li data-id="billing_ward">${vi.checkout.wardInvalid}</li>`);
      const placed = await post(s, validFields(form, { billing_district: '001', billing_ward: '00001' }));
      expect(placed.status).toBe(303);
      const order = await db().selectFrom('orders').select(['district_code', 'district_name', 'ward_name']).orderBy('id', 'desc').executeTakeFirstOrThrow();
      expect(order).toEqual({ district_code: '001', district_name: 'Quận Ba Đình', ward_name: 'Phường Phúc Xá' });
    } finally {
      await setSetting(db(), 'address_structure', 'two-tier');
    }
  });

  it('decision 014: posting the checkout with an empty cart goes back to the cart with a notice', async () => {
    const s = await shopperWith(shop, wallet);
    const form = await checkoutForm(s);
    expect((await post(s, validFields(form))).status).toBe(303);
    // Another post, not the same one again: that one goes to its order (decision 079).
    const again = await post(s, validFields(form, { order_comments: 'Đặt thêm lần nữa' }));
    expect(again.status).toBe(303);
    expect(again.headers.get('location')).toBe('/gio-hang/');
    expect(await (await s.request('/gio-hang/')).text()).toContain(vi.checkout.cartEmpty);
  });
});
