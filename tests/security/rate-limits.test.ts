import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoFacts } from '../../src/db/seed/demo-facts.server';
import * as vi from '../../src/lib/messages/index';
import { Browser, countRows } from '../../src/features/account/account-test-support';
import { loginLimits } from '../../src/features/account/login-throttle.server';
import { productId, Shopper } from '../../src/features/cart/cart-test-support';
import { remindAbandonedCarts } from '../../src/features/marketing-email/abandoned-carts.server';
import { reportEmail } from '../../src/features/marketing-email/marketing-email-test-support';
import { quickBuy } from '../../src/lib/contract-names';
import { mailboxOf } from '../../src/lib/mailbox';
import { count, setSetting } from '../../src/features/checkout/checkout-test-support';
import { formIdOf, multipart, postFeedback, widgetEntries } from '../../src/features/contact-forms/feedback-test-support';
import { customerInfo, productInfo, QuickBuyer } from '../../src/features/quick-buy/quick-buy-test-support';
import { TestBrowser } from '../support/browser';
import { testDatabases } from '../support/databases';
import { openTestShop, type TestShop } from '../support/shop';

// Issue 6 items 4, 5, 6 and 11, over HTTP: what a hostile visitor tried, and what the shop now refuses.
const decode = (html: string) => html.replace(/&#x27;/g, "'").replace(/&quot;/g, '"').replace(/&amp;/g, '&');

describe.each(testDatabases.map((d) => [d.name, d] as const))('rate limits on %s', (_name, kind) => {
  let shop: TestShop;
  const db = () => shop.deps.database.db;
  const browser = (address?: string) => new Browser(shop.app, address);
  const limits = () => shop.deps.config.limits;
  beforeAll(async () => {
    shop = await openTestShop(kind, { LIMIT_SIGN_UPS_PER_HOUR: '10', LIMIT_SESSIONS_PER_HOUR: '40', LIMIT_CONFIRMATIONS_PER_HOUR: '3', LIMIT_QUICK_BUYS_PER_HOUR: '3', LIMIT_REVIEWS_PER_HOUR: '3' });
  });
  afterAll(() => shop?.close());

  it('item 4: strangers’ wrong passwords delay an account by seconds, never lock it; its own device is not delayed', async () => {
    const owner = browser('198.51.100.1');
    expect((await owner.register({ email: 'chu@example.vn', password: 'mat-khau-that', display_name: 'Chủ' })).status).toBe(303);
    await owner.logOut();
    for (let i = 0; i < loginLimits.perEmail; i++) expect((await browser(`203.0.113.${10 + i}`).logIn('chu@example.vn', `doan-${i}-sai`)).status).toBe(400);
    // Seven more guesses just now (as rows, so a slow machine cannot outwait them): the delay is at its 60 s cap.
    const now = new Date().toISOString();
    await db().insertInto('login_attempts').values(Array.from({ length: 7 }, (_, i) => ({ email: 'chu@example.vn', ip: `203.0.113.${20 + i}`, attempted_at: now }))).execute();
    const stranger = await browser('203.0.113.99').logIn('chu@example.vn', 'mat-khau-that');
    expect(stranger.status).toBe(429);
    expect(Number(stranger.headers.get('retry-after'))).toBeLessThanOrEqual(loginLimits.maxDelayMs / 1000);
    expect(decode(await stranger.text())).toContain(vi.account.tooManyAttempts);
    expect((await owner.logIn('chu@example.vn', 'mat-khau-that')).status).toBe(303);
  });

  it('item 5: sign-ups are limited per address; the refused one writes no account; other addresses go on', async () => {
    const users = await countRows(db(), 'users');
    const bot = (i: number) => browser('203.0.113.50').register({ email: `bot${i}@example.vn`, password: 'mat-khau-bot', display_name: 'Bot' });
    for (let i = 0; i < limits().signUpsPerHour; i++) expect((await bot(i)).status).toBe(303);
    const refused = await bot(99);
    expect(refused.status).toBe(429);
    expect(decode(await refused.text())).toContain(vi.account.tooManySignUps);
    expect(await countRows(db(), 'users')).toBe(users + limits().signUpsPerHour);
    expect((await browser('203.0.113.51').register({ email: 'nguoi-that@example.vn', password: 'mat-khau-dai', display_name: 'Lan' })).status).toBe(303);
  });

  it('item 11: a failed ?add-to-cart= makes no session; sessions per address are bounded', async () => {
    const sessions = await countRows(db(), 'sessions');
    for (const id of ['999999', '0', 'abc', String(await productId(db(), demoFacts.outOfStockSimpleSlug))]) {
      const res = await browser('203.0.113.60').request(`/cua-hang/?add-to-cart=${id}`);
      expect(res.status).toBe(303);
      expect(res.headers.getSetCookie()).toEqual([]);
    }
    expect(await countRows(db(), 'sessions')).toBe(sessions);
    const id = await productId(db(), demoFacts.simpleProductSlug);
    const add = () => browser('203.0.113.61').request(`/?add-to-cart=${id}`);
    for (let i = 0; i < limits().sessionsPerHour; i++) expect((await add()).status).toBe(303);
    const refused = await add();
    expect(refused.status).toBe(429);
    expect(await refused.text()).toBe(vi.security.tooManyRequests);
    expect(await countRows(db(), 'sessions')).toBe(sessions + limits().sessionsPerHour);
    expect((await browser('203.0.113.62').request(`/?add-to-cart=${id}`)).status).toBe(303);
  }, 60_000);

  it('item 1 of H6c: loopback (a proxy on this machine without TRUST_PROXY) is limited like any address', async () => {
    const id = await productId(db(), demoFacts.simpleProductSlug);
    const add = () => browser('127.0.0.1').request(`/?add-to-cart=${id}`);
    for (let i = 0; i < limits().sessionsPerHour; i++) expect((await add()).status).toBe(303);
    expect((await add()).status).toBe(429);
    const bot = (i: number) => browser('::1').register({ email: `vong${i}@example.vn`, password: 'mat-khau-bot', display_name: 'Bot' });
    for (let i = 0; i < limits().signUpsPerHour; i++) expect((await bot(i)).status).toBe(303);
    expect((await bot(99)).status).toBe(429);
  }, 60_000);

  it('reviews are limited per address, loopback like any other; the refused one writes nothing and says why', async () => {
    const pageUrl = `/san-pham/${demoFacts.simpleProductSlug}/`;
    const id = await productId(db(), demoFacts.simpleProductSlug);
    const reviews = async () => (await db().selectFrom('reviews').select('id').execute()).length;
    const reviewer = async (address: string) => {
      const b = new TestBrowser(shop.app, address);
      const nonce = /name="_wpnonce" value="([0-9a-f]+)"/.exec(await (await b.request(pageUrl)).text())?.[1] ?? '';
      return (i: number) => b.post(pageUrl, { rating: '5', comment: `Hàng tốt lần ${i} ${address}`, author: 'Lan', email: 'lan@example.vn', comment_post_ID: String(id), comment_parent: '0', _wpnonce: nonce, review_website: '' });
    };
    for (const address of ['127.0.0.1', '203.0.113.90']) {
      const post = await reviewer(address);
      for (let i = 0; i < limits().reviewsPerHour; i++) expect((await post(i)).status).toBe(303);
      const written = await reviews();
      const refused = await post(99);
      expect(refused.status).toBe(429);
      expect(decode(await refused.text())).toContain(vi.reviews.tooMany);
      expect(await reviews()).toBe(written);
    }
    expect((await (await reviewer('::1'))(0)).status).toBe(303);
  });

  it('item 6: twenty carts reporting one victim’s Gmail inbox, spelt four ways, send the victim one reminder a day', async () => {
    const spellings = ['Nan.Nhan@gmail.com', 'nannhan@gmail.com', 'n.a.n.nhan@googlemail.com', 'NanNhan@Gmail.com'] as const;
    const id = await productId(db(), demoFacts.simpleProductSlug);
    for (let i = 0; i < 20; i++) {
      const s = new Shopper(shop.app, `203.0.113.${100 + i}`);
      expect((await s.ajax('add_to_cart', { product_id: String(id) })).status).toBe(200);
      expect((await reportEmail(s, { email: spellings[i % spellings.length] ?? '' })).status).toBe(200);
    }
    const later = new Date(Date.now() + 2 * 3_600_000);
    const reminders = await remindAbandonedCarts(shop.deps, later);
    expect(reminders.filter((r) => mailboxOf(r.email) === 'nannhan@gmail.com')).toHaveLength(1);
    const nextDay = await remindAbandonedCarts(shop.deps, new Date(later.getTime() + 25 * 3_600_000));
    expect(nextDay).toEqual([]); // the others were marked, not kept for later
    const queued = await db().selectFrom('outbox').select('recipient').execute();
    expect(queued.filter((m) => mailboxOf(m.recipient) === 'nannhan@gmail.com')).toHaveLength(1);
  });

  it('H6c item 2: orders without an account send one inbox at most a few confirmations an hour, however its address is spelt; the orders stand', async () => {
    const id = await productId(db(), demoFacts.simpleProductSlug);
    const spelt = (i: number) => (i % 2 ? `Nan.Nhan2+${i}@example.vn` : 'Nan.Nhan2@example.vn');
    const toVictim = async () => ({ n: (await db().selectFrom('outbox').select('recipient').execute()).filter((m) => mailboxOf(m.recipient) === 'nan.nhan2@example.vn').length });
    const orders = await count(db(), 'orders');
    const tries = limits().confirmationsPerHour + 2;
    for (let i = 0; i < tries; i++) {
      const s = new QuickBuyer(shop.app, `203.0.113.${150 + i}`);
      const { nonce } = await s.popup(id);
      const placed = await s.call(quickBuy.orderAction, { prod_id: String(id), nonce, product_info: productInfo({ quantity: '1' }), customer_info: customerInfo({ 'customer-email': spelt(i) }) });
      expect(placed.body.success).toBe(true);
    }
    expect(await count(db(), 'orders')).toBe(orders + tries);
    expect(Number((await toVictim()).n)).toBe(limits().confirmationsPerHour);
  });

  it('the confirmation cap holds under parallel orders to one recipient (counted and taken in one step on both databases)', async () => {
    // Different products, so the orders do not already wait for each other on one product's stock row.
    const products = await db().selectFrom('products').select('id').where('type', '=', 'simple').where('stock_status', '=', 'instock').where('status', '=', 'publish').orderBy('id').limit(12).execute();
    expect(products.length).toBeGreaterThan(limits().confirmationsPerHour + 3);
    const buyers = await Promise.all(products.map(async ({ id }, i) => {
      const s = new QuickBuyer(shop.app, `203.0.113.${180 + i}`);
      return { s, id, nonce: (await s.popup(id)).nonce };
    }));
    const placed = await Promise.all(buyers.map(({ s, id, nonce }) => s.call(quickBuy.orderAction, { prod_id: String(id), nonce, product_info: productInfo({ quantity: '1' }), customer_info: customerInfo({ 'customer-email': 'nan.nhan3@example.vn' }) })));
    expect(placed.map((p) => p.body.success)).toEqual(buyers.map(() => true));
    const mails = await db().selectFrom('outbox').select('recipient').where('recipient', '=', 'nan.nhan3@example.vn').execute();
    expect(mails).toHaveLength(limits().confirmationsPerHour);
  });

  it('H6c item 3: quick-buy orders are limited per address; the refused one writes nothing and says why; others go on', async () => {
    const id = await productId(db(), demoFacts.simpleProductSlug);
    let sent = 0; // each order another house number: the same submission again would be its first order (decision 079)
    const order = async (address: string) => {
      const s = new QuickBuyer(shop.app, address);
      const { nonce } = await s.popup(id);
      const customer = customerInfo({ 'customer-email': `mua-nhanh-${address}@example.vn`, 'customer-address': `Số ${++sent} Tràng Tiền` });
      return s.call(quickBuy.orderAction, { prod_id: String(id), nonce, product_info: productInfo({ quantity: '1' }), customer_info: customer });
    };
    for (let i = 0; i < limits().quickBuysPerHour; i++) expect((await order('203.0.113.170')).body.success).toBe(true);
    const [orders, outbox] = [await count(db(), 'orders'), await count(db(), 'outbox')];
    expect(await order('203.0.113.170')).toMatchObject({ status: 429, body: { success: false, data: vi.quickBuy.tooManyOrders } });
    expect([await count(db(), 'orders'), await count(db(), 'outbox')]).toEqual([orders, outbox]);
    expect((await order('203.0.113.171')).body.success).toBe(true);
  });

  it('H6c item 3: contact forms (feedback) take a few messages per sender, then answer spam and write nothing', async () => {
    const widget = await formIdOf(shop, 'contactWidget');
    const submissions = async () => (await db().selectFrom('contact_submissions').select('id').execute()).length;
    const send = async () => ((await (await postFeedback(shop, widget, multipart(widgetEntries(shop, widget)))).json()) as { status: string }).status;
    await setSetting(db(), 'contact_rate_limit_count', '2');
    try {
      expect([await send(), await send()]).toEqual(['mail_sent', 'mail_sent']);
      const written = [await submissions(), await count(db(), 'outbox')];
      expect(await send()).toBe('spam');
      expect([await submissions(), await count(db(), 'outbox')]).toEqual(written);
    } finally {
      await setSetting(db(), 'contact_rate_limit_count', '5');
    }
  });
});
