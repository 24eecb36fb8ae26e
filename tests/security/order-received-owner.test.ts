import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoFacts } from '../../src/db/seed/demo-facts.server';
import * as vi from '../../src/lib/messages/index';
import { httpShopDatabases, openHttpShop, type HttpShop } from '../../src/features/account/account-http-test-support';
import type { Browser } from '../../src/features/account/account-test-support';
import { makeStaff } from '../../src/features/account/staff.server';
import { checkoutForm, productId, setStock, Shopper, validFields } from '../../src/features/checkout/checkout-test-support';

// Decision 101: an order's key is not enough once the link may have travelled (a shared computer's history, a
// forwarded mail): a customer's order is shown to that customer signed in, a guest's to the browser that placed it,
// or, after ten minutes, to whoever types its e-mail address.
const buyer = { name: 'Phạm Thị Kín', phone: '0987654321', street: 'Số 9 Ngõ Bí Mật' };
const personal = (html: string) => [buyer.name, buyer.phone, buyer.street].filter((fact) => html.includes(fact));

describe.each(httpShopDatabases)('the thank-you page of someone else\'s order, over HTTP on %s', (name) => {
  let h: HttpShop;
  let addresses = 0;
  const browser = () => h.browser(`198.51.100.${++addresses}`);
  const db = () => h.shop.deps.database.db;

  /** Places an order from this browser's cart; answers the thank-you page's path. */
  async function placeOrder(b: Browser, email: string): Promise<string> {
    await b.addToCart(await productId(db(), demoFacts.simpleProductSlug), 1);
    const s = Object.assign(Object.create(b) as Browser, { ajax: Shopper.prototype.ajax, json: Shopper.prototype.json }) as unknown as Shopper;
    const fields = validFields(await checkoutForm(s), { billing_full_name: buyer.name, billing_phone: buyer.phone, billing_address_1: buyer.street, billing_email: email });
    const answer = await s.json<{ redirect: string }>('checkout', fields);
    return new URL(answer.redirect).pathname + new URL(answer.redirect).search;
  }

  const orderId = (path: string) => Number(/order-received\/(\d+)\//.exec(path)![1]);
  const ageOrder = (path: string, minutes: number) =>
    db().updateTable('orders').set({ created_at: new Date(Date.now() - minutes * 60_000).toISOString() }).where('id', '=', orderId(path)).execute();

  beforeAll(async () => {
    h = await openHttpShop(name);
    await setStock(db(), demoFacts.simpleProductSlug, 1000);
  }, 60_000);
  afterAll(() => h?.close());

  it("decision 101: a customer's order: shown to them signed in and to a shop manager; signed out its link leads to the account page, another customer gets the 404, neither sees a thing of it", async () => {
    const customer = browser();
    expect((await customer.register({ email: 'kin.pham@example.vn', password: 'mat-khau-dai', display_name: buyer.name })).status).toBe(303);
    const path = await placeOrder(customer, 'kin.pham@example.vn');
    const own = await customer.request(path);
    expect(own.status).toBe(200);
    expect(personal(await own.text())).toEqual([buyer.name, buyer.phone, buyer.street]);

    const stranger = browser();
    const signedOut = await stranger.request(path);
    expect([signedOut.status, signedOut.headers.get('location'), signedOut.headers.get('cache-control')]).toEqual([303, '/tai-khoan/', 'private, no-store']);
    expect(personal(await signedOut.text())).toEqual([]);

    const other = browser();
    await other.register({ email: 'nguoi.khac@example.vn', password: 'mat-khau-dai', display_name: 'Người Khác' });
    const another = await other.request(path);
    expect([another.status, another.headers.get('cache-control')]).toEqual([404, 'private, no-store']);
    expect(personal(await another.text())).toEqual([]);

    // The shop's new-order mail links here too: a shop manager sees it, an editor (content only) does not.
    for (const [role, status] of [['shop_manager', 200], ['editor', 404]] as const) {
      const staff = browser();
      await makeStaff(db(), { email: `${role}@example.vn`, role, password: 'mat-khau-dai' });
      expect((await staff.logIn(`${role}@example.vn`, 'mat-khau-dai')).status).toBe(303);
      const seen = await staff.request(path);
      expect([seen.status, seen.headers.get('cache-control')], role).toEqual([status, 'private, no-store']);
      expect(personal(await seen.text()).length, role).toBe(status === 200 ? 3 : 0);
    }

    await customer.logOut(); // the shared computer: the next person opens the history
    const afterLogOut = await customer.request(path);
    expect([afterLogOut.status, afterLogOut.headers.get('location')]).toEqual([303, '/tai-khoan/']);
    await customer.logIn('kin.pham@example.vn', 'mat-khau-dai');
    expect((await customer.request(path)).status).toBe(200);
  });

  it("decision 101: a guest's order: any browser sees it for ten minutes; then only the browser that placed it, or whoever types its e-mail in any case", async () => {
    const guest = browser();
    const path = await placeOrder(guest, 'khach.le@example.vn');
    const phone = browser();
    expect(personal(await (await phone.request(path)).text())).toEqual([buyer.name, buyer.phone, buyer.street]);

    await ageOrder(path, 11);
    expect(personal(await (await guest.request(path)).text())).toEqual([buyer.name, buyer.phone, buyer.street]);
    const asked = await phone.request(path);
    expect([asked.status, asked.headers.get('cache-control'), asked.headers.get('referrer-policy')]).toEqual([200, 'private, no-store', 'no-referrer']);
    const form = await asked.text();
    expect(personal(form)).toEqual([]);
    expect(form).not.toContain('khach.le@example.vn');
    expect(form).toMatch(/<form [^>]*action="\/thanh-toan\/order-received\/\d+\/\?key=wc_order_[\w-]{24}" method="post">[^]*?name="email"/);

    for (const wrong of ['', 'khac@example.vn', 'khach.le@example', 'x'.repeat(300)]) {
      const refused = await phone.post(path, { email: wrong });
      expect(refused.status, wrong).toBe(403);
      const said = await refused.text();
      expect(personal(said), wrong).toEqual([]);
      expect(said, wrong).toContain(vi.checkout.orderEmailWrong);
    }
    const typed = await phone.post(path, { email: '  Khach.Le@Example.VN ' });
    expect([typed.status, typed.headers.get('cache-control')]).toEqual([200, 'private, no-store']);
    expect(personal(await typed.text())).toEqual([buyer.name, buyer.phone, buyer.street]);
    const wrongKey = await phone.post(path.replace(/key=wc_order_./, 'key=wc_order_0'), { email: 'khach.le@example.vn' });
    expect(wrongKey.status).toBe(404);
  });

  it("decision 101: a guest's order: the e-mail is not guessed at length, from one address or from many", async () => {
    const path = await placeOrder(browser(), 'doan.mo@example.vn');
    await ageOrder(path, 11);
    const guesser = browser();
    for (let i = 0; i < 10; i++) expect((await guesser.post(path, { email: `doan${i}@example.vn` })).status).toBe(403);
    const stopped = await guesser.post(path, { email: 'doan.mo@example.vn' });
    expect(stopped.status).toBe(429);
    const said = await stopped.text();
    expect(personal(said)).toEqual([]);
    expect(said).toContain(vi.checkout.orderEmailTooMany);
    // Ten more guesses from ten other addresses have used up the order's own count too.
    const other = await placeOrder(browser(), 'doan.khac@example.vn');
    await ageOrder(other, 11);
    for (let i = 0; i < 10; i++) expect((await browser().post(other, { email: `x${i}@example.vn` })).status).toBe(403);
    expect((await browser().post(other, { email: 'doan.khac@example.vn' })).status).toBe(429);
  });
});
