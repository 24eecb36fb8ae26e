import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatMoney } from '../../lib/money';
import * as vi from '../../lib/messages/index';
import { testDatabases } from '../../../tests/support/databases';
import type { TestShop } from '../../../tests/support/shop';
import { createOrder, type NewOrder } from '../orders/create-order.server';
import { Browser, openTestShop } from './account-test-support';

// Entities and React's text separators out, so assertions read like the page.
const decode = (html: string) => html.replaceAll('<!-- -->', '').replace(/&quot;/g, '"').replace(/&#x27;/g, "'").replace(/&amp;/g, '&');
const orderNumbers = (html: string) => [...html.matchAll(/<a href="\/tai-khoan\/don-hang\/([^/]+)\/">#/g)].map((m) => m[1]);

describe.each(testDatabases.map((d) => [d.name, d] as const))('my-account orders on %s', (_name, kind) => {
  let shop: TestShop;
  const db = () => shop.deps.database.db;
  const password = 'mat-khau-dai';

  /** A logged-in customer and their user id. */
  async function customer(email: string): Promise<{ browser: Browser; userId: number }> {
    const browser = new Browser(shop.app);
    expect((await browser.register({ email, password, display_name: 'Phạm Thu Hà' })).status).toBe(303);
    const { id } = await db().selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
    return { browser, userId: id };
  }

  function order(userId: number | null, total: number, placed: string): Promise<{ number: string }> {
    const line = { productId: 1, variationId: null, name: 'Ví da nam gấp đôi', attributes: '', sku: 'VD-1', quantity: 2, unitPrice: total / 2, lineTotal: total };
    const fields: NewOrder = {
      userId,
      sessionId: 'test',
      customer: { name: 'Phạm Thu Hà', phone: '0912345678', email: 'ha@example.vn' },
      address: { province: { code: '01', name: 'Thành phố Hà Nội' }, district: null, ward: { code: '00004', name: 'Phường Ba Đình' }, street: 'Số 1 Hoàng Diệu' },
      note: '',
      paymentMethod: 'cod',
      shipping: { id: 'flat_rate', label: 'Giao hàng tiêu chuẩn', cost: 0 },
      subtotal: total,
      coupons: [],
      discountTotal: 0,
      total,
      lines: [line],
    };
    return db().transaction().execute((trx) => createOrder(trx, fields, new Date(placed)));
  }

  beforeAll(async () => {
    shop = await openTestShop(kind);
  });
  afterAll(() => shop?.close());

  it('spec 2.7: the orders table lists only the customer\'s own orders, newest first, inside the sideways-scrolling wrapper', async () => {
    const ha = await customer('ha@example.vn');
    const other = await customer('khac@example.vn');
    const older = await order(ha.userId, 700_000, '2026-01-05T03:00:00Z');
    const newer = await order(ha.userId, 1_250_000, '2026-02-10T03:00:00Z');
    const foreign = await order(other.userId, 99_000, '2026-02-11T03:00:00Z');
    const guest = await order(null, 55_000, '2026-02-12T03:00:00Z');

    const html = decode((await ha.browser.myAccount()).html);
    expect(html).toMatch(/<div class="woocommerce-orders-table-wrapper touch-scroll-table"><table class="woocommerce-orders-table woocommerce-MyAccount-orders shop_table shop_table_responsive my_account_orders account-orders-table">/);
    expect(orderNumbers(html)).toEqual([newer.number, older.number]);
    expect(orderNumbers(html)).not.toContain(foreign.number);
    expect(orderNumbers(html)).not.toContain(guest.number);
    expect(html).toContain('<time dateTime="2026-02-10T03:00:00.000Z">10/02/2026</time>');
    expect(html).toContain(`<td class="woocommerce-orders-table__cell woocommerce-orders-table__cell-order-status" data-title="Trạng thái">${vi.checkout.status.processing}</td>`);
    expect(html).toContain(`${formatMoney(1_250_000)}</bdi></span> cho 2 sản phẩm`);
  });

  it('decision 015: the order page shows the customer\'s own order; anyone else\'s, or a made-up number, is not found', async () => {
    const { browser, userId } = await customer('chu@example.vn');
    const mine = await order(userId, 300_000, '2026-03-01T03:00:00Z');
    const stranger = await customer('nguoi-la@example.vn');
    const theirs = await order(stranger.userId, 450_000, '2026-03-01T04:00:00Z');

    const res = await browser.request(`/tai-khoan/don-hang/${mine.number}/`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const html = decode(await res.text());
    expect(html).toContain(vi.account.orderSummary(mine.number, '01/03/2026', vi.checkout.status.processing));
    expect(html).toContain('table class="woocommerce-table woocommerce-table--order-details shop_table order_details"');
    expect(html).toContain('<meta name="robots" content="noindex"/>');

    for (const number of [theirs.number, '999999', '../../etc', '<b>1</b>']) {
      expect((await browser.request(`/tai-khoan/don-hang/${encodeURIComponent(number)}/`)).status).toBe(404);
    }
    expect((await stranger.browser.request(`/tai-khoan/don-hang/${mine.number}/`)).status).toBe(404);
  });

  it('a visitor who is not logged in is sent to the login form instead of an order', async () => {
    const res = await new Browser(shop.app).request('/tai-khoan/don-hang/1/');
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/tai-khoan/');
  });

  it('decision 015: a customer without orders sees the empty state with a way to the shop', async () => {
    const { browser } = await customer('moi@example.vn');
    const html = decode((await browser.myAccount()).html);
    expect(html).not.toContain('woocommerce-orders-table');
    expect(html).toContain(`${vi.account.noOrders} <a class="woocommerce-Button button" href="/cua-hang/">${vi.account.browseProducts}</a>`);
  });
});
