import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoFacts } from '../../db/seed/demo-facts.server';
import { quickBuy } from '../../lib/contract-names';
import * as vi from '../../lib/messages/index';
import { testDatabases } from '../../../tests/support/databases';
import type { TestShop } from '../../../tests/support/shop';
import { count, openTestShop, productId, setStock } from '../checkout/checkout-test-support';
import { urls } from '../../lib/urls';
import { customerInfo, origin, productInfo, QuickBuyer } from './quick-buy-test-support';

const decode = (html: string) => html.replace(/&#x27;/g, "'").replace(/&quot;/g, '"').replace(/&amp;/g, '&');

const wallet = demoFacts.simpleProductSlug;
const perHour = 2;

// Decision 022: the sender's quick-buy count is taken with its order, in one transaction: an order that is not
// placed (refused inside, or the database failing midway) spends none of the hour's orders, and one placed spends one.
describe.each(testDatabases.map((d) => [d.name, d] as const))('the quick-buy limit and orders not placed on %s', (_name, kind) => {
  let shop: TestShop;
  let id: number;
  let sent = 0; // each order another house number, so it is another submission (decision 079)
  const db = () => shop.deps.database.db;
  const written = async () => [await count(db(), 'orders'), await count(db(), 'order_lines'), await count(db(), 'outbox'), await count(db(), 'coupon_usages')];
  const counted = async (address: string) => (await db().selectFrom('rate_events').select('id').where('kind', '=', 'quick-buy').where('subject', '=', address).execute()).length;

  /** An order call from `address` with these changes to the customer form; call it to send it. */
  async function orderCall(address: string, customer: Record<string, string> = {}) {
    const s = new QuickBuyer(shop.app, address);
    const { nonce } = await s.popup(id);
    const fields = { prod_id: String(id), nonce, product_info: productInfo({ quantity: '1' }), customer_info: customerInfo({ 'customer-address': `Số ${++sent} Tràng Tiền`, ...customer }) };
    return () => s.call<{ thankyou_link: string }>(quickBuy.orderAction, fields);
  }
  const order = async (address: string, customer: Record<string, string> = {}) => (await orderCall(address, customer))();

  beforeAll(async () => {
    shop = await openTestShop(kind, { LIMIT_QUICK_BUYS_PER_HOUR: String(perHour) });
    id = await productId(db(), wallet);
    await setStock(db(), wallet, 100);
  });
  afterAll(() => shop?.close());

  it('a coupon the order refuses spends none of the hour\'s orders, and writes nothing', async () => {
    const before = await written();
    for (let i = 0; i < perHour + 1; i++) {
      const refused = await order('203.0.113.201', { 'customer-coupon': 'KHONG-CO-MA-NAY' });
      expect(refused.status).toBe(409);
      expect(refused.body.success).toBe(false);
    }
    expect(await written()).toEqual(before);
    expect(await counted('203.0.113.201')).toBe(0);
    for (let i = 0; i < perHour; i++) expect((await order('203.0.113.201')).body.success).toBe(true);
    expect(await order('203.0.113.201')).toMatchObject({ status: 429, body: { success: false, data: vi.quickBuy.tooManyOrders } });
  });

  it('an order the database fails midway (its mail cannot be queued) spends none of the hour\'s orders, and writes nothing', async () => {
    const down = kind.name === 'sqlite'
      ? ["create trigger outbox_down before insert on outbox begin select raise(abort, 'outbox down'); end"]
      : ["create function outbox_down() returns trigger language plpgsql as $$ begin raise exception 'outbox down'; end $$", 'create trigger outbox_down before insert on outbox for each row execute function outbox_down()'];
    const up = kind.name === 'sqlite' ? ['drop trigger outbox_down'] : ['drop trigger outbox_down on outbox', 'drop function outbox_down()'];
    const before = await written();
    for (const statement of down) await sql.raw(statement).execute(db());
    try {
      for (let i = 0; i < perHour + 1; i++) {
        const failed = await order('203.0.113.202');
        expect(failed.status).toBeLessThan(500);
        expect(failed.body).toMatchObject({ success: false, data: vi.checkout.orderFailed });
      }
    } finally {
      for (const statement of up) await sql.raw(statement).execute(db());
    }
    expect(await written()).toEqual(before);
    expect(await counted('203.0.113.202')).toBe(0);
    for (let i = 0; i < perHour; i++) expect((await order('203.0.113.202')).body.success).toBe(true);
  });

  it('the same quick buy eight times at once, with one order left this hour: one order, one counted, all eight answered it', async () => {
    expect((await order('203.0.113.203')).body.success).toBe(true);
    const call = await orderCall('203.0.113.203');
    const before = await written();
    // Some meet the first's order only once it has filled the hour: they too are answered it, not 'too many'.
    const answers = await Promise.all(Array.from({ length: 8 }, () => call()));
    const link = answers[0]?.body.data.thankyou_link;
    expect(link).toMatch(/order-received\/\d+\//);
    for (const answer of answers) expect(answer).toEqual({ status: 200, body: { success: true, data: { gotothankyou: true, thankyou_link: link } } });
    expect((await written())[0]).toBe((before[0] ?? 0) + 1);
    expect(await counted('203.0.113.203')).toBe(perHour);
  });

  it('a sender already at the hour\'s orders is refused before the order\'s transaction writes anything, even to roll it back', async () => {
    for (let i = 0; i < perHour; i++) expect((await order('203.0.113.205')).body.success).toBe(true);
    // Any write of the order's transaction fails here: the refusal must come from a read before it.
    const down = kind.name === 'sqlite'
      ? ["create trigger submissions_down before insert on order_submissions begin select raise(abort, 'submissions down'); end"]
      : ["create function submissions_down() returns trigger language plpgsql as $$ begin raise exception 'submissions down'; end $$", 'create trigger submissions_down before insert on order_submissions for each row execute function submissions_down()'];
    const up = kind.name === 'sqlite' ? ['drop trigger submissions_down'] : ['drop trigger submissions_down on order_submissions', 'drop function submissions_down()'];
    for (const statement of down) await sql.raw(statement).execute(db());
    try {
      expect(await order('203.0.113.205')).toMatchObject({ status: 429, body: { success: false, data: vi.quickBuy.tooManyOrders } });
    } finally {
      for (const statement of up) await sql.raw(statement).execute(db());
    }
  });

  it('README: past the hour\'s orders the page without script answers 429 too, with the message, and places nothing', async () => {
    for (let i = 0; i < perHour; i++) expect((await order('203.0.113.206')).body.success).toBe(true);
    const s = new QuickBuyer(shop.app, '203.0.113.206');
    const path = urls.quickBuy(id);
    const nonce = /name="prod_nonce" value="([0-9a-f]*)"/.exec(await (await s.request(path)).text())?.[1] ?? '';
    const fields = Object.fromEntries(new URLSearchParams(customerInfo({ 'customer-address': 'Số 99 Tràng Tiền' })));
    const before = await written();
    const page = await s.request(path, { method: 'POST', body: new URLSearchParams({ ...fields, quantity: '1', prod_nonce: nonce, place_order: '1' }), headers: { Origin: origin } });
    expect(page.status).toBe(429);
    expect(decode(await page.text())).toContain(vi.quickBuy.tooManyOrders);
    expect(await written()).toEqual(before);
  });

  it('five different quick buys at once from one sender: the hour\'s orders are placed, the rest 429 and write nothing', async () => {
    const calls = await Promise.all([1, 2, 3, 4, 5].map(() => orderCall('203.0.113.204')));
    const before = await written();
    const answers = await Promise.all(calls.map((call) => call()));
    expect(answers.filter((a) => a.body.success)).toHaveLength(perHour);
    for (const refused of answers.filter((a) => !a.body.success)) expect(refused).toMatchObject({ status: 429, body: { data: vi.quickBuy.tooManyOrders } });
    expect((await written())[0]).toBe((before[0] ?? 0) + perHour);
    expect(await counted('203.0.113.204')).toBe(perHour);
  });
});
