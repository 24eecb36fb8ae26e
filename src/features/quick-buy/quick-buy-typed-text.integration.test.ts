import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoFacts } from '../../db/seed/demo-facts.server';
import * as vi from '../../lib/messages/index';
import { urls } from '../../lib/urls';
import { testDatabases } from '../../../tests/support/databases';
import type { TestShop } from '../../../tests/support/shop';
import { count, openTestShop, productId, setStock } from '../checkout/checkout-test-support';
import { customerInfo, origin, QuickBuyer } from './quick-buy-test-support';

// What is typed into the quick-buy form is kept as checkout keeps it (decision 024): a NUL is refused by field, on
// both databases alike, and a one-line field loses its control characters.
const wallet = demoFacts.simpleProductSlug;

describe.each(testDatabases.map((d) => [d.name, d] as const))('text typed into quick buy on %s', (_name, kind) => {
  let shop: TestShop;
  let id: number;
  const db = () => shop.deps.database.db;
  const written = async () => [await count(db(), 'orders'), await count(db(), 'outbox')];
  const order = (customer: Record<string, string>) => new QuickBuyer(shop.app).order(id, customer);

  beforeAll(async () => {
    shop = await openTestShop(kind);
    id = await productId(db(), wallet);
    await setStock(db(), wallet, 100);
  });
  afterAll(() => shop?.close());

  it('a NUL in the name or the street is refused with 400 naming each field, and nothing is written', async () => {
    const before = await written();
    const answer = await order({ 'customer-name': 'Nul\u0000Name', 'customer-address': '12 Hàng Bạc\u0000' });
    const fields = { 'customer-name': vi.quickBuy.unstorable(vi.quickBuy.name), 'customer-address': vi.quickBuy.unstorable(vi.quickBuy.address) };
    expect(answer).toEqual({ status: 400, body: { success: false, data: fields['customer-name'], fields } });
    expect(await written()).toEqual(before);
  });

  it('the page without script refuses a NUL in the name the same way', async () => {
    const s = new QuickBuyer(shop.app);
    const path = urls.quickBuy(id);
    const nonce = /name="prod_nonce" value="([0-9a-f]*)"/.exec(await (await s.request(path)).text())?.[1] ?? '';
    const before = await written();
    const fields = Object.fromEntries(new URLSearchParams(customerInfo({ 'customer-name': 'Nul\u0000Name' })));
    const page = await s.request(path, { method: 'POST', body: new URLSearchParams({ ...fields, quantity: '1', prod_nonce: nonce, place_order: '1' }), headers: { Origin: origin } });
    expect(page.status).toBe(400);
    expect(await page.text()).toContain(vi.quickBuy.unstorable(vi.quickBuy.name));
    expect(await written()).toEqual(before);
  });

  it('control characters and line breaks leave the name, phone and street; the order keeps them on one line', async () => {
    const answer = await order({ 'customer-name': 'Trần\u001b[2J Văn\r\nAn', 'customer-phone': '0912\u0007345678', 'customer-valid-phone': '0912345678', 'customer-address': '12 Hàng Bạc\u0008\u001f' });
    expect(answer.body.success).toBe(true);
    const row = await db().selectFrom('orders').select(['customer_name', 'phone', 'street']).orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(row).toEqual({ customer_name: 'Trần[2J Văn An', phone: '0912345678', street: '12 Hàng Bạc' });
  });

  it('spec 5.3: a phone with more leading zeros is the same number, and the order keeps it as a 0 then its digits', async () => {
    const answer = await order({ 'customer-phone': '000912.345.677', 'customer-valid-phone': '0912345677' });
    expect(answer.body.success).toBe(true);
    const row = await db().selectFrom('orders').select('phone').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(row.phone).toBe('0912345677');
  });

  it('a phone of 100 000 leading zeros posted by the page without script is kept as the ten-digit number', async () => {
    const s = new QuickBuyer(shop.app);
    const path = urls.quickBuy(id);
    const nonce = /name="prod_nonce" value="([0-9a-f]*)"/.exec(await (await s.request(path)).text())?.[1] ?? '';
    const phone = `${'0'.repeat(100_000)}912345676`;
    const fields = Object.fromEntries(new URLSearchParams(customerInfo({ 'customer-phone': phone, 'customer-valid-phone': phone })));
    const page = await s.request(path, { method: 'POST', body: new URLSearchParams({ ...fields, quantity: '1', prod_nonce: nonce, place_order: '1' }), headers: { Origin: origin } });
    expect(page.status).toBe(303);
    const row = await db().selectFrom('orders').select('phone').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(row.phone).toBe('0912345676');
  });
});
