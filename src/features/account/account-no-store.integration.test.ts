import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrder, type NewOrder } from '../orders/create-order.server';
import { httpShopDatabases, openHttpShop, type HttpShop } from './account-http-test-support';

// Every answer under /tai-khoan/ is someone's own: no browser or proxy may keep it, whatever its status.
describe.each(httpShopDatabases)('account answers kept by nobody on %s', (name) => {
  let served: HttpShop;
  const password = 'mat-khau-dai';
  beforeAll(async () => {
    served = await openHttpShop(name);
  });
  afterAll(() => served?.close());

  async function orderOf(email: string): Promise<string> {
    const db = served.shop.deps.database.db;
    const { id } = await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
    const line = { productId: 1, variationId: null, name: 'Ví da nam gấp đôi', attributes: '', sku: 'VD-1', quantity: 1, unitPrice: 100_000, lineTotal: 100_000 };
    const fields: NewOrder = {
      userId: id,
      sessionId: 'test',
      customer: { name: 'Phạm Thu Hà', phone: '0912345678', email },
      address: { province: { code: '01', name: 'Thành phố Hà Nội' }, district: null, ward: { code: '00004', name: 'Phường Ba Đình' }, street: 'Số 1 Hoàng Diệu' },
      note: '',
      paymentMethod: 'cod',
      shipping: { id: 'flat_rate', label: 'Giao hàng tiêu chuẩn', cost: 0 },
      subtotal: 100_000,
      coupons: [],
      discountTotal: 0,
      total: 100_000,
      lines: [line],
    };
    return (await db.transaction().execute((trx) => createOrder(trx, fields, new Date()))).number;
  }

  it('decision 015: a customer\'s pages, their order, another\'s order and a made-up number all go out private, no-store', async () => {
    const owner = served.browser('10.20.0.1');
    const stranger = served.browser('10.20.0.2');
    expect((await owner.register({ email: 'chu-don@example.vn', password, display_name: 'Chủ đơn' })).status).toBe(303);
    expect((await stranger.register({ email: 'nguoi-la@example.vn', password, display_name: 'Người lạ' })).status).toBe(303);
    const number = await orderOf('chu-don@example.vn');
    const answers: [string, number, Response][] = [
      ['dashboard', 200, await owner.request('/tai-khoan/')],
      ['own order', 200, await owner.request(`/tai-khoan/don-hang/${number}/`)],
      ['logout question', 403, await owner.request('/tai-khoan/dang-xuat/')],
      ['another customer\'s order', 404, await stranger.request(`/tai-khoan/don-hang/${number}/`)],
      ['made-up number', 404, await stranger.request('/tai-khoan/don-hang/KHONG-CO-1/')],
      ['number of no shape', 404, await stranger.request('/tai-khoan/don-hang/%3Cb%3E/')],
    ];
    for (const [what, status, response] of answers) {
      expect(response.status, what).toBe(status);
      expect(response.headers.get('cache-control'), what).toBe('private, no-store');
    }
  });
});
