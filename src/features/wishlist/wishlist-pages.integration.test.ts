import nodemailer from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoFacts } from '../../db/seed/demo-facts.server';
import { testDatabases } from '../../../tests/support/databases';
import { startSmtp } from '../../../tests/support/smtp';
import { wishlist } from '../../lib/contract-names';
import type { TestShop } from '../../../tests/support/shop';
import { deliverQueuedMail } from '../mail/index.server';
import { itemRows, openTestShop, productId, snapshot, WishlistShopper } from './wishlist-test-support';

const { actions } = wishlist;
const rowIds = (html: string) => [...html.matchAll(/<tr id="yith-wcwl-row-\d+" data-row-id="(\d+)"/g)].map((m) => Number(m[1]));

describe.each(testDatabases.map((d) => [d.name, d] as const))('the wishlist pages and links on %s', (_name, kind) => {
  let shop: TestShop;
  const db = () => shop.deps.database.db;
  const shopper = () => new WishlistShopper(shop.app);
  const simple = () => productId(db(), demoFacts.simpleProductSlug);
  const sale = () => productId(db(), demoFacts.saleProductSlug);

  /** A shopper with the products in the default wishlist (added by link, as without script); answers its token. */
  async function shopperWith(ids: number[]): Promise<{ s: WishlistShopper; token: string }> {
    const s = shopper();
    for (const id of ids) expect((await s.request(`/cua-hang/?add_to_wishlist=${id}`)).status).toBe(303);
    const html = await s.page('/danh-sach-yeu-thich/');
    return { s, token: /data-token="([0-9A-F]{24})"/.exec(html)![1]! };
  }

  beforeAll(async () => {
    shop = await openTestShop(kind);
  });
  afterAll(() => shop?.close());

  it('issue 12: without script the add link adds, returns to the page with a notice, and the wishlist page shows the item', async () => {
    const s = shopper();
    const res = await s.request(`/cua-hang/?orderby=price&add_to_wishlist=${await sale()}`);
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/cua-hang/?orderby=price');
    const back = await s.page('/cua-hang/?orderby=price');
    expect(back).toContain('Đã thêm sản phẩm vào danh sách yêu thích!');
    expect(back).toMatch(/href="\/danh-sach-yeu-thich\/xem\/[0-9A-F]{24}\/"[^>]*>Xem danh sách yêu thích/);
    const page = await s.page('/danh-sach-yeu-thich/');
    expect(page).toContain('form id="yith-wcwl-form"');
    expect(rowIds(page)).toHaveLength(1);
    expect(page).toContain('Túi tote');
  });

  it('issue 12: a hostile add link writes nothing and says why', async () => {
    const s = shopper();
    const before = await snapshot(db());
    for (const id of ['abc', '0', '99999999']) {
      expect((await s.request(`/?add_to_wishlist=${id}`)).status).toBe(303);
      expect(await s.page('/')).toContain('Không tìm thấy sản phẩm này.');
    }
    expect(await snapshot(db())).toEqual(before);
  });

  it('spec 3.11: a shared wishlist opens by its link for anyone, read-only; a private one only for its owner', async () => {
    const { s, token } = await shopperWith([await simple()]);
    const other = shopper();
    const shared = await other.page(`/danh-sach-yeu-thich/xem/${token}/`);
    expect(rowIds(shared)).toHaveLength(1);
    expect(shared).not.toContain('class="remove remove_from_wishlist"');
    expect(shared).not.toContain('show-title-form');
    const listId = Number(/data-id="(\d+)"/.exec(shared)![1]);
    await s.answer(actions.savePrivacy, { wishlist_id: String(listId), privacy: '2' });
    expect((await other.request(`/danh-sach-yeu-thich/xem/${token}/`)).status).toBe(404);
    expect((await s.request(`/danh-sach-yeu-thich/xem/${token}/`)).status).toBe(200);
    expect((await other.request('/danh-sach-yeu-thich/xem/0123456789ABCDEF01234567/')).status).toBe(404);
    expect((await other.request('/danh-sach-yeu-thich/xem/nope/')).status).toBe(404);
  });

  it('spec 3.11: the page shows "price changed" when the price differs from the price when added', async () => {
    const id = await simple();
    const { s } = await shopperWith([id]);
    expect(await s.page('/danh-sach-yeu-thich/')).not.toContain('Giá đã thay đổi');
    await db().updateTable('products').set({ sale_price: 300_000 }).where('id', '=', id).execute();
    try {
      expect(await s.page('/danh-sach-yeu-thich/')).toContain('Giá đã thay đổi (lúc thêm: 350.000');
    } finally {
      await db().updateTable('products').set({ sale_price: null }).where('id', '=', id).execute();
    }
  });

  it('spec 4.6, 6: a row added to the cart leaves the owner\'s wishlist, but not someone else\'s shared one', async () => {
    const { s, token } = await shopperWith([await simple(), await sale()]);
    const [first, second] = rowIds(await s.page('/danh-sach-yeu-thich/'));
    const visitor = shopper();
    const link = /href="(\?add_to_cart_from_wishlist=\d+&amp;wishlist_token=[0-9A-F]{24})"/.exec(await visitor.page(`/danh-sach-yeu-thich/xem/${token}/`))![1]!.replace('&amp;', '&');
    expect((await visitor.request(`/danh-sach-yeu-thich/xem/${token}/${link}`)).status).toBe(303);
    expect(await visitor.page('/gio-hang/')).toContain('Ví da nam');
    expect(rowIds(await s.page('/danh-sach-yeu-thich/'))).toEqual([first, second]);

    const res = await s.request(`/danh-sach-yeu-thich/?add_to_cart_from_wishlist=${first}`);
    expect(res.headers.get('location')).toBe('/danh-sach-yeu-thich/');
    expect(rowIds(await s.page('/danh-sach-yeu-thich/'))).toEqual([second]);
    expect(await s.page('/gio-hang/')).toContain('Ví da nam');
  });

  it('spec 2.10: the checked rows go to the cart from the form posted without script', async () => {
    const { s, token } = await shopperWith([await simple(), await sale()]);
    const rows = rowIds(await s.page('/danh-sach-yeu-thich/'));
    const body = new URLSearchParams([['add_selected_to_cart', '1'], ...rows.map((r) => ['add_to_cart[]', String(r)])]);
    const res = await s.request(`/danh-sach-yeu-thich/xem/${token}/`, { method: 'POST', body, headers: { Origin: 'http://localhost' } });
    expect(res.status).toBe(303);
    const cart = await s.page('/gio-hang/');
    expect(cart).toContain('Ví da nam');
    expect(cart).toContain('Túi tote');
    expect(s.cookies.get('woocommerce_items_in_cart')).toBe('1');
  });

  it('issue 12: the remove link works without script only with its nonce', async () => {
    const { s } = await shopperWith([await simple()]);
    const page = await s.page('/danh-sach-yeu-thich/');
    const [row] = rowIds(page);
    await s.request(`/danh-sach-yeu-thich/?remove_from_wishlist=${row}&_wpnonce=0000000000aaaaaaaaaa`);
    expect(rowIds(await s.page('/danh-sach-yeu-thich/'))).toEqual([row]);
    const href = /href="(\?remove_from_wishlist=\d+&amp;_wpnonce=[0-9a-f]{20})"/.exec(page)![1]!.replace('&amp;', '&');
    await s.request(`/danh-sach-yeu-thich/${href}`);
    const after = await s.page('/danh-sach-yeu-thich/');
    expect(rowIds(after)).toEqual([]);
    expect(after).toContain('Đã xoá sản phẩm khỏi danh sách yêu thích.');
  });

  it('spec 7.6: ask an estimate is stored, mailed to the shop through the outbox and received by a real SMTP server', async () => {
    const { s } = await shopperWith([await simple()]);
    const listId = Number(/data-id="(\d+)"/.exec(await s.page('/danh-sach-yeu-thich/'))![1]);
    const stranger = shopper();
    expect((await stranger.call(actions.askEstimate, { wishlist_id: String(listId), reply_email: 'x@y.vn' })).status).toBe(403);
    const bad = await s.call(actions.askEstimate, { wishlist_id: String(listId), reply_email: 'not-an-email', additional_notes: 'a' });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ result: false, template: '', message: 'Vui lòng nhập một địa chỉ e-mail hợp lệ.' });
    expect(await db().selectFrom('wishlist_estimates').selectAll().execute()).toEqual([]);

    const answer = await s.answer(actions.askEstimate, { wishlist_id: String(listId), reply_email: 'lan@gmail.com', additional_notes: 'Giao trước Tết' });
    expect(answer).toEqual({ result: true, template: expect.stringContaining('ask-an-estimate-success'), message: 'Đã gửi yêu cầu báo giá. Chúng tôi sẽ trả lời bạn sớm.' });
    const [stored] = await db().selectFrom('wishlist_estimates').selectAll().execute();
    expect(stored).toMatchObject({ wishlist_id: listId, email: 'lan@gmail.com', notes: 'Giao trước Tết' });
    expect(JSON.parse(stored!.items)).toEqual([{ product_id: await simple(), name: expect.any(String), quantity: 1, price: 350_000 }]);

    const smtp = await startSmtp();
    try {
      await deliverQueuedMail(shop.deps, nodemailer.createTransport(smtp.url));
      const mail = smtp.received.find((m) => m.subject.startsWith('Yêu cầu báo giá'));
      expect(mail).toMatchObject({ rcpt: ['donhang@cuahangviet.example'], subject: 'Yêu cầu báo giá: Danh sách yêu thích' });
      expect(mail!.text).toContain('lan@gmail.com');
      expect(mail!.text).toContain('Ghi chú: Giao trước Tết');
    } finally {
      await smtp.close();
    }
  });

  it('spec 2.10: the manage page lists the shopper\'s wishlists with a visibility select each', async () => {
    const { s } = await shopperWith([await simple()]);
    const html = await s.page('/danh-sach-yeu-thich/quan-ly/');
    expect(html).toMatch(/<select class="wishlist-visibility"[^>]*>.*<option value="0" selected="">Công khai/);
    expect(html).toContain('1 sản phẩm');
    expect((await itemRows(db())).length).toBeGreaterThan(0);
  });
});
