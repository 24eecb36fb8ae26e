import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoFacts } from '../../db/seed/demo-facts.server';
import { testDatabases } from '../../../tests/support/databases';
import type { TestShop } from '../../../tests/support/shop';
import { checkoutForm, openTestShop, setSetting, setStock, shopperWith, validFields } from '../checkout/checkout-test-support';
import { formatMoney } from '../../lib/money';
import { transferFor, transferPayload, transferQrSvg } from './bank-transfer.server';
import { crc16 } from './vietqr.server';

/** Tag-length-value fields, as EMVCo lays them out. */
function fieldsOf(text: string): Map<string, string> {
  const fields = new Map<string, string>();
  for (let at = 0; at < text.length; ) {
    const length = Number(text.slice(at + 2, at + 4));
    fields.set(text.slice(at, at + 2), text.slice(at + 4, at + 4 + length));
    at += 4 + length;
  }
  return fields;
}

/** Reads a VietQR payload as a banking app does: its CRC first, then its fields. */
function decodeVietQr(payload: string): Map<string, string> {
  expect(payload.slice(-8, -4)).toBe('6304');
  expect(crc16(payload.slice(0, -4))).toBe(payload.slice(-4));
  return fieldsOf(payload);
}

describe.each(testDatabases.map((d) => [d.name, d] as const))('the thank-you page of a bank-transfer order on %s', (_name, kind) => {
  let shop: TestShop;
  const db = () => shop.deps.database.db;

  /** Places a bank-transfer order and answers the thank-you page's path with its order. */
  async function placeBankTransferOrder() {
    const s = await shopperWith(shop, demoFacts.simpleProductSlug, 3);
    const answer = await s.json<{ redirect: string }>('checkout', validFields(await checkoutForm(s), { payment_method: 'bacs' }));
    const path = answer.redirect.replace('http://localhost', '');
    const id = Number(/order-received\/(\d+)\//.exec(path)![1]);
    const order = await db().selectFrom('orders').select(['number', 'total']).where('id', '=', id).executeTakeFirstOrThrow();
    return { path, order: { number: order.number, total: Number(order.total) }, s };
  }

  beforeAll(async () => {
    shop = await openTestShop(kind);
    await setStock(db(), demoFacts.simpleProductSlug, 1000);
  });
  afterAll(() => shop?.close());

  it('sends its key to no one as a Referer: not to its own images and links, not to other sites', async () => {
    const { path, s } = await placeBankTransferOrder();
    const page = await s.request(path);
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('private, no-store');
    expect(page.headers.get('referrer-policy')).toBe('no-referrer');
  });

  it('draws the VietQR code of the order: the exact total in đồng, the order number as the memo, a CRC a banking app accepts', async () => {
    const { path, order, s } = await placeBankTransferOrder();
    const html = await (await s.request(path)).text();
    const transfer = transferFor((await shop.deps.settings()).bank, order);
    expect(html).toContain((await transferQrSvg(transfer))!);
    expect(html).toMatch(new RegExp(`<li class="amount">.*${formatMoney(order.total).replace(/\./g, '\\.')}`));
    const fields = decodeVietQr(transferPayload(transfer)!);
    expect(order.total).toBeGreaterThan(3 * 350_000 - 1);
    expect(fields.get('54')).toBe(String(order.total));
    expect(fields.get('53')).toBe('704'); // đồng
    expect(fieldsOf(fields.get('62')!).get('08')).toBe(order.number);
    const account = fieldsOf(fieldsOf(fields.get('38')!).get('01')!);
    expect([account.get('00'), account.get('01')]).toEqual(['970436', '0123456789']);
  });

  // One no bank app could read is refused when written (migration 051): src/settings/bank-account-number.integration.test.ts.
  it("a careless owner's account number: spaces and dots are left out of the code", async () => {
    await setSetting(db(), 'bank_account_number', '0123 456.789');
    const spaced = await placeBankTransferOrder();
    const spacedHtml = await (await spaced.s.request(spaced.path)).text();
    expect(spacedHtml).toContain('<strong>0123 456.789</strong>');
    const account = fieldsOf(fieldsOf(decodeVietQr(transferPayload(transferFor((await shop.deps.settings()).bank, spaced.order))!).get('38')!).get('01')!);
    expect(account.get('01')).toBe('0123456789');
    await setSetting(db(), 'bank_account_number', '0123456789');
  });
});
