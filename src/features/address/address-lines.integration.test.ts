import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoFacts } from '../../db/seed/demo-facts.server';
import { testDatabases } from '../../../tests/support/databases';
import type { TestShop } from '../../../tests/support/shop';
import { checkoutForm, count, openTestShop, shopperWith, validFields } from '../checkout/checkout-test-support';

const wallet = demoFacts.simpleProductSlug;

// What the checkout stores of the address and contact lines a visitor types: the shop's staff read them on the order
// and in its mail, where a line break or a hidden character would forge a line or disguise the text.
describe.each(testDatabases.map((d) => [d.name, d] as const))('address and contact lines at checkout on %s', (_name, kind) => {
  let shop: TestShop;
  const db = () => shop.deps.database.db;
  const lastOrder = () => db().selectFrom('orders').select(['customer_name', 'phone', 'street', 'note']).orderBy('id', 'desc').executeTakeFirstOrThrow();

  beforeAll(async () => {
    shop = await openTestShop(kind);
  });
  afterAll(() => shop?.close());

  async function checkout(overrides: Record<string, string>) {
    const s = await shopperWith(shop, wallet);
    const form = await checkoutForm(s);
    return (await s.ajax('checkout', validFields(form, overrides))).json() as Promise<{ result: string; messages?: string }>;
  }

  it('the street and the name are one line each, hidden and bidi characters dropped, as quick buy keeps them', async () => {
    const answer = await checkout({
      billing_address_1: 'Số 1\u202e Điện Biên\u200b Phủ\r\nĐÃ THANH TOÁN\u2028',
      billing_full_name: 'Nguyễn\u200f Văn\u0007 An\nQuản trị',
    });
    expect(answer.result).toBe('success');
    const order = await lastOrder();
    expect(order.street).toBe('Số 1 Điện Biên Phủ ĐÃ THANH TOÁN');
    expect(order.customer_name).toBe('Nguyễn Văn An Quản trị');
  });

  it('the note keeps its line breaks but loses the characters that hide or reverse text', async () => {
    expect((await checkout({ order_comments: 'Gọi trước\ncổng sau\u202e\u200b' })).result).toBe('success');
    expect((await lastOrder()).note).toBe('Gọi trước\ncổng sau');
  });

  it('a street of only invisible characters is empty, refused by name, and nothing is written', async () => {
    const before = await count(db(), 'orders');
    const answer = await checkout({ billing_address_1: '\u200b\u2060\u202e' });
    expect(answer.result).toBe('failure');
    expect(answer.messages).toContain('data-id="billing_address_1"');
    expect(await count(db(), 'orders')).toBe(before);
  });

  it('spec 5.3: a phone may have more leading zeros, but the order keeps one 0 then its digits, never a run of 1,500 zeros', async () => {
    expect((await checkout({ billing_phone: `${'0'.repeat(1500)}912345678` })).result).toBe('success');
    expect((await lastOrder()).phone).toBe('0912345678');
    expect((await checkout({ billing_phone: '00 912.345-679' })).result).toBe('success');
    expect((await lastOrder()).phone).toBe('0912345679');
  });
});
