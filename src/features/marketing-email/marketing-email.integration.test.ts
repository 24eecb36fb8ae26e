import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoFacts } from '../../db/seed/demo-facts.server';
import { testDatabases } from '../../../tests/support/databases';
import type { TestShop } from '../../../tests/support/shop';
import { countRows, productId, Shopper } from '../cart/cart-test-support';
import { mailFolder } from '../mail/index.server';
import { remindAbandonedCarts } from './abandoned-carts.server';
import { newCartId } from './capture-service.server';
import { localMarketingService } from './local-marketing-service.server';
import { marketingListContract, marketingServiceContract } from './service-contract-test-support';
import { insertSession, leaveCartIdle, lookUpCart, marketingRows, openTestShop, reportEmail } from './marketing-email-test-support';

describe.each(testDatabases.map((d) => [d.name, d] as const))('e-mail capture for abandoned carts on %s', (_name, kind) => {
  let shop: TestShop;
  const db = () => shop.deps.database.db;
  const shopper = () => new Shopper(shop.app);

  /** A shopper with one product in the cart, so with a session. */
  async function shopperWithCart(): Promise<Shopper> {
    const s = shopper();
    const id = await productId(db(), demoFacts.simpleProductSlug);
    expect((await s.ajax('add_to_cart', { product_id: String(id), quantity: '1' })).status).toBe(200);
    return s;
  }

  beforeAll(async () => {
    shop = await openTestShop(kind);
  });
  afterAll(() => shop?.close());

  it('spec 7.5: a visitor without a session gets {"success":true} and nothing is kept, no session made', async () => {
    const before = await countRows(db(), 'sessions');
    const res = await reportEmail(shopper(), { email: 'lan.nguyen@gmail.com', subscribed: '1' });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true });
    expect(res.headers.getSetCookie()).toEqual([]);
    expect(await countRows(db(), 'sessions')).toBe(before);
    expect(await marketingRows(db())).toEqual([]);
  });

  it('spec 5.8: e-mails outside the rule are refused with 400 {"success":false} and nothing is kept', async () => {
    const s = await shopperWithCart();
    for (const email of ['lan@shop.store', 'lan@localhost', 'lan+x@gmail.com', '', ' ', 'a@b.c', `${'a'.repeat(250)}@b.vn`]) {
      const res = await reportEmail(s, { email });
      expect(res.status, email).toBe(400);
      expect(await res.json()).toEqual({ success: false });
    }
    const missing = await s.request('/wp-admin/admin-ajax.php?action=mailchimp_set_user_by_email', { method: 'POST' });
    expect(missing.status).toBe(400);
    expect((await reportEmail(s, { email: 'lan@gmail.com', subscribed: 'yes' })).status).toBe(400);
    expect(await marketingRows(db())).toEqual([]);
  });

  it('spec 7.5: a shopper with a cart has the e-mail kept against a public cart id, found again by get_user_by_hash', async () => {
    const s = await shopperWithCart();
    const res = await reportEmail(s, { email: '  mai.tran@yahoo.com.vn ', subscribed: '1' });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true });
    const [row] = (await marketingRows(db())).filter((r) => r.email === 'mai.tran@yahoo.com.vn');
    expect(row).toMatchObject({ previous_email: null, subscribed: 1, reminded_at: null });
    expect(row!.cart_id).toMatch(/^[0-9a-f]{32}$/);
    expect(row!.cart_id).not.toBe(s.cookies.get('shop_session'));
    expect(row!.session_id).not.toContain(row!.cart_id);

    const found = await lookUpCart(shopper(), row!.cart_id);
    expect(found.status).toBe(200);
    expect(found.headers.get('cache-control')).toBe('no-store');
    expect(await found.json()).toEqual({ email: 'mai.tran@yahoo.com.vn' });
  });

  it('spec 3.10: a second e-mail replaces the first, which is kept as the previous one, under a new cart id (decision 098)', async () => {
    const s = await shopperWithCart();
    await reportEmail(s, { email: 'dau.tien@gmail.com' });
    const [first] = (await marketingRows(db())).filter((r) => r.email === 'dau.tien@gmail.com');
    await reportEmail(s, { email: 'thu.hai@gmail.com' });
    await reportEmail(s, { email: 'thu.hai@gmail.com' });
    const rows = (await marketingRows(db())).filter((r) => r.session_id === first!.session_id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ email: 'thu.hai@gmail.com', previous_email: 'dau.tien@gmail.com' });
    expect(rows[0]!.cart_id).not.toBe(first!.cart_id);
    expect(await (await lookUpCart(shopper(), rows[0]!.cart_id)).json()).toEqual({ email: 'thu.hai@gmail.com' });
  });

  it('spec 7.5: an unknown, malformed or missing hash answers {"email":null}', async () => {
    for (const hash of [newCartId(), 'not-a-cart', "' or 1=1 --", 'A'.repeat(5000)]) {
      const res = await lookUpCart(shopper(), hash);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ email: null });
    }
    const missing = await shopper().request('/wp-admin/admin-ajax.php?action=mailchimp_get_user_by_hash', { method: 'POST' });
    expect(await missing.json()).toEqual({ email: null });
  });

  describe('the local marketing service', () => {
    marketingServiceContract(() => ({
      service: localMarketingService(db()),
      async newCart() {
        const sessionId = await insertSession(db());
        return { cartId: newCartId(), snapshot: { sessionId, lines: [], total: 0 } };
      },
    }));
    marketingListContract(() => localMarketingService(db()));
  });

  describe('abandoned-cart reminders', () => {
    const hoursAgo = (h: number, from = new Date()) => new Date(from.getTime() - h * 3_600_000).toISOString();

    /** A shopper who left a cart with an e-mail `idleHours` ago; answers the cart id. */
    async function leftCart(email: string, idleHours: number): Promise<string> {
      const s = await shopperWithCart();
      await reportEmail(s, { email });
      const row = (await marketingRows(db())).find((r) => r.email === email)!;
      await leaveCartIdle(db(), row.cart_id, idleHours);
      return row.cart_id;
    }

    it('spec 3.10: a cart idle for over an hour is reminded once, in Vietnamese, with its mc_cart_id link', async () => {
      const cartId = await leftCart('bo.quen@gmail.com', 2);
      const recent = await leftCart('vua.xem@gmail.com', 0.5);
      const reminders = await remindAbandonedCarts(shop.deps);
      expect(reminders.map((r) => r.email)).toContain('bo.quen@gmail.com');
      expect(reminders.map((r) => r.cartId)).not.toContain(recent);
      const reminder = reminders.find((r) => r.cartId === cartId)!;
      const mail = await db().selectFrom('outbox').selectAll().where('id', '=', reminder.mailId).executeTakeFirstOrThrow();
      expect(mail.recipient).toBe('bo.quen@gmail.com');
      expect(mail.subject).toBe('Bạn còn sản phẩm trong giỏ hàng tại Cửa Hàng Việt');
      expect(mail.text_body).toContain(`/gio-hang/?mc_cart_id=${cartId}`);
      expect(mail.html_body).toContain(`href="http://localhost:${shop.deps.config.port}/gio-hang/?mc_cart_id=${cartId}"`);
      expect(mail.text_body).toMatch(/× 1: [\d.]+\u00a0₫/);
      expect(readFileSync(join(mailFolder(shop.deps.config.dataDir), `${reminder.mailId}.eml`), 'utf8')).toContain('bo.quen@gmail.com');
      expect((await remindAbandonedCarts(shop.deps)).map((r) => r.cartId)).not.toContain(cartId);
    });

    it('spec 3.10: an emptied cart, an ordered cart and an expired session are not reminded', async () => {
      const emptied = await leftCart('da.xoa@gmail.com', 3);
      const emptiedSession = (await marketingRows(db())).find((r) => r.cart_id === emptied)!.session_id;
      await db().deleteFrom('cart_items').where('session_id', '=', emptiedSession).execute();

      const ordered = await leftCart('da.mua@gmail.com', 3);
      const orderedSession = (await marketingRows(db())).find((r) => r.cart_id === ordered)!.session_id;
      await insertOrder(orderedSession, 'da.mua@gmail.com', hoursAgo(2.5));

      const expired = await leftCart('het.han@gmail.com', 3);
      const expiredSession = (await marketingRows(db())).find((r) => r.cart_id === expired)!.session_id;
      await db().updateTable('sessions').set({ expires_at: hoursAgo(1) }).where('id', '=', expiredSession).execute();

      const reminded = (await remindAbandonedCarts(shop.deps)).map((r) => r.cartId);
      expect(reminded).not.toContain(emptied);
      expect(reminded).not.toContain(ordered);
      expect(reminded).not.toContain(expired);
    });

    it('spec 3.10: an order placed before the cart was filled again does not stop the reminder', async () => {
      const cartId = await leftCart('mua.lai@gmail.com', 2);
      const sessionId = (await marketingRows(db())).find((r) => r.cart_id === cartId)!.session_id;
      await insertOrder(sessionId, 'mua.lai@gmail.com', hoursAgo(30));
      expect((await remindAbandonedCarts(shop.deps)).map((r) => r.cartId)).toContain(cartId);
    });

    async function insertOrder(sessionId: string, email: string, createdAt: string): Promise<void> {
      await db()
        .insertInto('orders')
        .values({
          number: `T${Math.random().toString(36).slice(2, 10)}`,
          order_key: `wc_order_${Math.random().toString(36).slice(2)}`,
          status: 'processing',
          user_id: null,
          session_id: sessionId,
          customer_name: 'Khách',
          phone: '0912345678',
          email,
          province_code: '01',
          province_name: 'Hà Nội',
          district_code: null,
          district_name: null,
          ward_code: '00004',
          ward_name: 'Ba Đình',
          street: '1 Phố Huế',
          payment_method: 'cod',
          shipping_method_id: 'flat_rate',
          shipping_method_label: 'Giao hàng',
          created_at: createdAt,
        })
        .execute();
    }
  });
});
