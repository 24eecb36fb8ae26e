import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoFacts } from '../../db/seed/demo-facts.server';
import * as vi from '../../lib/messages/index';
import { sessionCookie } from '../../server/session.server';
import { testDatabases } from '../../../tests/support/databases';
import type { TestShop } from '../../../tests/support/shop';
import { checkoutForm, count, openTestShop, setStock, Shopper, shopperWith, validFields } from '../checkout/checkout-test-support';
import { listOrdersForUser, loadOrderForUser } from './service.server';

const wallet = demoFacts.simpleProductSlug;
type Answer = { result: 'success'; redirect: string } | { result: 'failure'; messages: string };

describe.each(testDatabases.map((d) => [d.name, d] as const))('order placement on %s', (_name, kind) => {
  let shop: TestShop;
  const db = () => shop.deps.database.db;
  const product = (slug: string) => db().selectFrom('products').select(['stock_quantity', 'stock_status', 'total_sales']).where('slug', '=', slug).executeTakeFirstOrThrow();

  beforeAll(async () => {
    shop = await openTestShop(kind);
  });
  afterAll(() => shop?.close());

  it('decision 014: 20 parallel checkouts of a product with 5 in stock place exactly 5 orders and leave stock at 0', async () => {
    await setStock(db(), wallet, 5);
    const { total_sales: salesBefore } = await product(wallet);
    const ordersBefore = await count(db(), 'orders');
    const outboxBefore = await count(db(), 'outbox');
    const shoppers = await Promise.all(Array.from({ length: 20 }, () => shopperWith(shop, wallet)));
    const forms = await Promise.all(shoppers.map((s) => checkoutForm(s)));
    const answers = await Promise.all(shoppers.map((s, i) => s.json<Answer>('checkout', validFields(forms[i]!))));
    expect(answers.filter((a) => a.result === 'success')).toHaveLength(5);
    const refused = answers.filter((a): a is Extract<Answer, { result: 'failure' }> => a.result === 'failure');
    expect(refused.map((a) => a.messages)).toEqual(Array(15).fill(`<ul class="woocommerce-error"><li>${vi.checkout.outOfStock('Ví da nam gấp đôi')}</li></ul>`));
    expect(await product(wallet)).toEqual({ stock_quantity: 0, stock_status: 'outofstock', total_sales: salesBefore + 5 });
    expect(await count(db(), 'orders')).toBe(ordersBefore + 5);
    expect(await count(db(), 'outbox')).toBe(outboxBefore + 10);
    // The refused shoppers keep their carts, untouched.
    expect(await count(db(), 'cart_items')).toBeGreaterThanOrEqual(15);
  });

  it('decision 014: orders of 2 each from a stock of 5 place exactly 2 and leave 1: an order never takes more than is left', async () => {
    await setStock(db(), wallet, 5);
    const shoppers = await Promise.all(Array.from({ length: 10 }, () => shopperWith(shop, wallet, 2)));
    const forms = await Promise.all(shoppers.map((s) => checkoutForm(s)));
    const answers = await Promise.all(shoppers.map((s, i) => s.json<Answer>('checkout', validFields(forms[i]!))));
    expect(answers.filter((a) => a.result === 'success')).toHaveLength(2);
    expect(await product(wallet)).toMatchObject({ stock_quantity: 1, stock_status: 'instock' });
  });

  it('decision 014: with backorders allowed the stock may go below zero and the item shows as on backorder', async () => {
    const slug = demoFacts.saleProductSlug;
    await db().updateTable('products').set({ stock_quantity: 1, stock_status: 'instock', backorders_allowed: 1 }).where('slug', '=', slug).execute();
    const s = await shopperWith(shop, slug, 3);
    expect((await s.json<Answer>('checkout', validFields(await checkoutForm(s)))).result).toBe('success');
    expect(await product(slug)).toMatchObject({ stock_quantity: -2, stock_status: 'onbackorder' });
  });

  it('decision 014: the thank-you page needs the order key; a wrong or missing key shows the 404 page and nothing of the order', async () => {
    await setStock(db(), wallet, 50);
    const s = await shopperWith(shop, wallet);
    const answer = await s.json<Answer>('checkout', validFields(await checkoutForm(s)));
    if (answer.result !== 'success') throw new Error(answer.messages);
    const path = answer.redirect.replace('http://localhost', '');
    const page = await s.request(path);
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('private, no-store');
    const html = await page.text();
    expect(html).toContain('Cảm ơn bạn. Đơn hàng của bạn đã được nhận.');
    expect(html).toContain('an.nguyen@example.com');
    expect(html).toContain('Số 1 Điện Biên Phủ, Phường Ba Đình, Thành phố Hà Nội');
    expect(html).not.toContain('vietqr-code'); // cash on delivery: no transfer to make
    const [, id, key] = /order-received\/(\d+)\/\?key=(.+)$/.exec(path)!;
    const wrongKey = key!.slice(0, -1) + (key!.endsWith('A') ? 'B' : 'A');
    for (const other of [`/thanh-toan/order-received/${id}/?key=${wrongKey}`, `/thanh-toan/order-received/${id}/`, `/thanh-toan/order-received/${Number(id) + 1000}/?key=${key}`, `/thanh-toan/order-received/${id}/?key=<script>`]) {
      const res = await new Shopper(shop.app).request(other);
      expect(res.status, other).toBe(404);
      const body = await res.text();
      expect(body, other).not.toContain('an.nguyen@example.com');
      expect(body, other).not.toContain('Điện Biên Phủ');
    }
  });

  it('decision 014: paying by bank transfer puts the order on hold and the thank-you page shows the VietQR code and the transfer details', async () => {
    const s = await shopperWith(shop, wallet);
    const answer = await s.json<Answer>('checkout', validFields(await checkoutForm(s), { payment_method: 'bacs' }));
    if (answer.result !== 'success') throw new Error(answer.messages);
    const id = Number(/order-received\/(\d+)\//.exec(answer.redirect)![1]);
    const order = await db().selectFrom('orders').select(['status', 'number', 'total']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(order.status).toBe('on-hold');
    const html = await (await s.request(answer.redirect.replace('http://localhost', ''))).text();
    expect(html).toMatch(/<div class="vietqr-code" role="img" aria-label="Mã VietQR thanh toán đơn hàng \d+"><svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 \d+ \d+"/);
    expect(html).toContain('<li class="bank_name">Ngân hàng:<!-- --> <strong>Vietcombank</strong></li>');
    expect(html).toContain('<li class="account_number">Số tài khoản:<!-- --> <strong>0123456789</strong></li>');
    expect(html).toContain(`<li class="transfer_note">Nội dung chuyển khoản:<!-- --> <strong>${order.number}</strong></li>`);
    expect(html).toContain('350.000');
  });

  it('decision 014: an order placed while logged in carries the customer, whose orders list and detail show only their own', async () => {
    await setStock(db(), wallet, 50);
    const s = await shopperWith(shop, wallet, 2);
    const sessionId = createHash('sha256').update(s.cookies.get(sessionCookie)!).digest('hex');
    await db().updateTable('sessions').set({ user_id: 4242 }).where('id', '=', sessionId).execute();
    const answer = await s.json<Answer>('checkout', validFields(await checkoutForm(s)));
    if (answer.result !== 'success') throw new Error(answer.messages);
    const id = Number(/order-received\/(\d+)\//.exec(answer.redirect)![1]);
    const number = String(id);
    expect(await listOrdersForUser(db(), 4242)).toEqual([{ id, number, date: expect.stringMatching(/^\d{4}-\d\d-\d\dT/), status: 'processing', total: 700_000, itemCount: 2 }]);
    const detail = await loadOrderForUser(db(), 4242, number);
    expect(detail).toMatchObject({ number, userId: 4242, subtotal: 700_000, customer: { name: 'Nguyễn Văn An', phone: '0912345678', email: 'an.nguyen@example.com' } });
    expect(detail?.lines).toEqual([{ productId: expect.any(Number), variationId: null, name: 'Ví da nam gấp đôi', attributes: '', sku: expect.any(String), quantity: 2, unitPrice: 350_000, lineTotal: 700_000 }]);
    expect(await loadOrderForUser(db(), 4243, number)).toBeUndefined();
    expect(await listOrdersForUser(db(), 4243)).toEqual([]);
  });
});
