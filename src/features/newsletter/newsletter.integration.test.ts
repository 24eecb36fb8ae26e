import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { demoFacts } from '../../db/seed/demo-facts.server';
import * as vi from '../../lib/messages/index';
import { testDatabases } from '../../../tests/support/databases';
import { TestBrowser } from '../../../tests/support/browser';
import { openTestShop, type TestShop } from '../../../tests/support/shop';
import { checkoutForm, setSetting, shopperWith, validFields } from '../checkout/checkout-test-support';
import { Browser } from '../account/account-test-support';
import { localMarketingService } from '../marketing-email/index.server';
import { startTags } from '../product/html-test-support';
import { newsletterLimits } from './subscription.server';

const origin = 'http://localhost';
let addresses = 0;
/** A visitor at an address of its own, posting with the shop's own Origin as a browser would. */
const visitor = (shop: TestShop) => {
  const browser = new TestBrowser(shop.app, `198.51.100.${++addresses}`);
  const post = (path: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
    browser.request(path, { method: 'POST', body: new URLSearchParams(fields), headers: { origin, ...headers } });
  return { browser, post };
};
const fresh = (name: string) => `${name}.${Date.now()}${Math.random().toString(36).slice(2, 6)}@gmail.com`;
const linkIn = (text: string, path: string) => new RegExp(`${origin.replace(/\//g, '\\/')}:?\\d*(${path}\\?token=[0-9a-f]{32})`).exec(text)?.[1] ?? '';
const hidden = (html: string, name: string) => startTags(html, 'input').find((t) => t.name === name)?.value ?? '';
/** The opt-in box's start tag, when the page has it. */
const optInBox = (html: string) => startTags(html, 'input').find((t) => t.name === 'mailchimp_woocommerce_newsletter');

describe.each(testDatabases.map((d) => [d.name, d] as const))('the newsletter on %s', (_name, kind) => {
  let shop: TestShop;
  const db = () => shop.deps.database.db;
  const row = (email: string) => db().selectFrom('newsletter_subscribers').selectAll().where('email', '=', email).executeTakeFirst();
  const mailsTo = (email: string) => db().selectFrom('outbox').selectAll().where('recipient', '=', email).orderBy('id').execute();
  const service = () => localMarketingService(db());

  beforeAll(async () => {
    shop = await openTestShop(kind);
  });
  afterAll(() => shop?.close());

  it('issue 13: every page\'s footer carries the sign-up form, posting to the shop without script', async () => {
    const html = await (await visitor(shop).browser.request('/')).text();
    expect(startTags(html, 'form').find((t) => t.class === 'newsletter-signup')).toMatchObject({ method: 'post', action: '/nhan-tin/dang-ky/' });
    expect(startTags(html, 'input').find((t) => t.name === 'newsletter_email')).toMatchObject({ type: 'email', required: '' });
    expect(startTags(html, 'input').find((t) => t.name === 'newsletter_website')).toMatchObject({ value: '', tabindex: '-1' });
  });

  it('decision 043: the footer form keeps the address pending and mails a confirm link; the button puts it on the list', async () => {
    const email = fresh('lan');
    const { browser, post } = visitor(shop);
    const res = await post('/nhan-tin/dang-ky/', { newsletter_email: ` ${email.toUpperCase()} `, newsletter_website: '' });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain(vi.newsletter.checkMailbox);
    expect(await row(email)).toMatchObject({ status: 'pending', source: 'footer', confirmed_at: null });
    expect(await service().listStatus(email)).toBeNull();
    const [mail] = await mailsTo(email);
    expect(mail?.subject).toBe(vi.newsletter.mailSubject(vi.common.siteName));
    const confirm = linkIn(mail!.text_body, '/nhan-tin/xac-nhan/');
    expect(mail!.html_body).toContain(`href="${origin}`);
    // The mail's GET (a scanner, a preview) changes nothing; it shows the button.
    const page = await browser.request(confirm);
    expect(page.headers.get('cache-control')).toContain('no-store');
    expect(page.headers.get('referrer-policy')).toBe('same-origin');
    const pageHtml = await page.text();
    expect((await row(email))?.status).toBe('pending');
    const done = await post('/nhan-tin/xac-nhan/', { token: hidden(pageHtml, 'token') });
    expect(done.status).toBe(200);
    const doneHtml = await done.text();
    expect(doneHtml).toContain(vi.newsletter.confirmed(email));
    expect(doneHtml).toContain('/nhan-tin/huy/?token=');
    expect(await row(email)).toMatchObject({ status: 'subscribed' });
    expect(await service().listStatus(email)).toBe('subscribed');
  });

  it('decision 043: the unsubscribe link takes the address off the list; its old confirm link no longer puts it back', async () => {
    const email = fresh('binh');
    const { browser, post } = visitor(shop);
    await post('/nhan-tin/dang-ky/', { newsletter_email: email });
    const text = (await mailsTo(email))[0]!.text_body;
    const token = linkIn(text, '/nhan-tin/xac-nhan/').split('token=')[1]!;
    await post('/nhan-tin/xac-nhan/', { token });
    const leave = linkIn(text, '/nhan-tin/huy/');
    expect(await (await browser.request(leave)).text()).toContain(vi.newsletter.unsubscribeButton);
    const res = await post('/nhan-tin/huy/', { token });
    expect(await res.text()).toContain(vi.newsletter.unsubscribed(email));
    expect(await row(email)).toMatchObject({ status: 'unsubscribed' });
    expect(await service().listStatus(email)).toBe('unsubscribed');
    const again = await post('/nhan-tin/xac-nhan/', { token });
    expect(again.status).toBe(400);
    expect(await service().listStatus(email)).toBe('unsubscribed');
  });

  it('decision 043: asking again while pending resends the same link; a subscribed address gets no mail and the same answer', async () => {
    const email = fresh('cuong');
    const { post } = visitor(shop);
    await post('/nhan-tin/dang-ky/', { newsletter_email: email });
    await post('/nhan-tin/dang-ky/', { newsletter_email: email });
    const [first, second] = await mailsTo(email);
    expect(linkIn(second!.text_body, '/nhan-tin/xac-nhan/')).toBe(linkIn(first!.text_body, '/nhan-tin/xac-nhan/'));
    await post('/nhan-tin/xac-nhan/', { token: (await row(email))!.token });
    const res = await post('/nhan-tin/dang-ky/', { newsletter_email: email });
    expect(await res.text()).toContain(vi.newsletter.checkMailbox);
    expect(await mailsTo(email)).toHaveLength(2);
  });

  it('decision 043: with script the form is answered in JSON {success, data:{message}}', async () => {
    const { post } = visitor(shop);
    const ok = await post('/nhan-tin/dang-ky/', { newsletter_email: fresh('dung') }, { accept: 'application/json' });
    expect(await ok.json()).toEqual({ success: true, data: { message: vi.newsletter.checkMailbox } });
    const bad = await post('/nhan-tin/dang-ky/', { newsletter_email: 'không-phải-email' }, { accept: 'application/json' });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ success: false, data: { message: vi.newsletter.invalidEmail } });
  });

  it('hostile input: bad addresses, the honeypot, bad tokens and another site are refused with nothing written', async () => {
    const { browser, post } = visitor(shop);
    const before = await db().selectFrom('newsletter_subscribers').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
    for (const value of ['', 'a@', `${'x'.repeat(250)}@gmail.com`, '<script>alert(1)</script>@x.vn', "' or 1=1 --"]) {
      expect((await post('/nhan-tin/dang-ky/', { newsletter_email: value })).status).toBe(400);
    }
    expect((await post('/nhan-tin/dang-ky/', { newsletter_email: fresh('robot'), newsletter_website: 'http://spam.example' })).status).toBe(400);
    const crossSite = await browser.request('/nhan-tin/dang-ky/', { method: 'POST', body: new URLSearchParams({ newsletter_email: fresh('csrf') }), headers: { origin: 'https://ke-gian.example' } });
    expect(crossSite.status).toBe(403);
    for (const token of ['', 'abc', '0'.repeat(32), "' or 1=1 --"]) {
      expect((await post('/nhan-tin/xac-nhan/', { token })).status).toBe(400);
      expect((await post('/nhan-tin/huy/', { token })).status).toBe(400);
      expect((await browser.request(`/nhan-tin/xac-nhan/?token=${encodeURIComponent(token)}`)).status).toBe(400);
    }
    const after = await db().selectFrom('newsletter_subscribers').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('decision 043: sign-ups per address and confirmation mails per recipient are limited (429)', async () => {
    const { post } = visitor(shop);
    const email = fresh('ngap');
    for (let i = 0; i < newsletterLimits.mailsPerRecipient.max; i++) expect((await post('/nhan-tin/dang-ky/', { newsletter_email: email })).status).toBe(200);
    expect((await post('/nhan-tin/dang-ky/', { newsletter_email: email })).status).toBe(429);
    expect(await mailsTo(email)).toHaveLength(newsletterLimits.mailsPerRecipient.max);
    const busy = visitor(shop);
    for (let i = 0; i < newsletterLimits.signUpsPerAddress.max; i++) await busy.post('/nhan-tin/dang-ky/', { newsletter_email: fresh('nhieu') });
    const refused = await busy.post('/nhan-tin/dang-ky/', { newsletter_email: fresh('nhieu') });
    expect(refused.status).toBe(429);
    expect(await refused.text()).toContain(vi.newsletter.tooMany);
  });

  it('issue 13, spec 7.5: the checkout box takes its label and default from the settings, and ticked it asks the order\'s e-mail', async () => {
    await setSetting(db(), 'newsletter_label', 'Nhận tin ưu đãi hằng tuần');
    await setSetting(db(), 'newsletter_checked_by_default', 'yes');
    onTestFinished(async () => {
      await setSetting(db(), 'newsletter_checked_by_default', 'no');
      await setSetting(db(), 'newsletter_label', '');
    });
    const s = await shopperWith(shop, demoFacts.simpleProductSlug);
    const form = await checkoutForm(s);
    expect(optInBox(form.html)).toMatchObject({ type: 'checkbox', id: 'mailchimp_woocommerce_newsletter', value: '1', checked: '' });
    expect(form.html).toContain('Nhận tin ưu đãi hằng tuần');
    const email = fresh('mua');
    const res = await s.request('/thanh-toan/', { method: 'POST', body: new URLSearchParams(validFields(form, { billing_email: email, mailchimp_woocommerce_newsletter: '1' })), headers: { origin } });
    expect(res.status).toBe(303);
    expect(await row(email)).toMatchObject({ status: 'pending', source: 'checkout' });
  });

  it('issue 13: left unticked at checkout, nothing is asked; a refused form keeps the box as posted', async () => {
    const s = await shopperWith(shop, demoFacts.simpleProductSlug);
    const form = await checkoutForm(s);
    expect(optInBox(form.html)).not.toHaveProperty('checked');
    expect(form.html).toContain('Đăng ký nhận bản tin khuyến mãi qua email');
    const refused = await s.request('/thanh-toan/', { method: 'POST', body: new URLSearchParams(validFields(form, { billing_phone: '12', mailchimp_woocommerce_newsletter: '1' })), headers: { origin } });
    expect(refused.status).toBe(400);
    expect(optInBox(await refused.text())).toHaveProperty('checked');
    const email = fresh('khong');
    const again = await checkoutForm(s);
    await s.request('/thanh-toan/', { method: 'POST', body: new URLSearchParams(validFields(again, { billing_email: email })), headers: { origin } });
    expect(await row(email)).toBeUndefined();
  });

  it('issue 13: the registration form carries the box; ticked, the new account\'s e-mail is asked to confirm', async () => {
    const b = new Browser(shop.app, `198.51.100.${++addresses}`);
    const { html, nonce } = await b.myAccount();
    expect(optInBox(html)).toMatchObject({ type: 'checkbox', value: '1' });
    const email = fresh('dangky');
    const res = await b.request('/tai-khoan/dang-ky/', {
      method: 'POST',
      headers: { origin },
      body: new URLSearchParams({ email, password: 'Mat-khau-dai-123', display_name: 'Hoa', 'woocommerce-register-nonce': nonce('woocommerce-register-nonce'), register: 'Đăng ký', mailchimp_woocommerce_newsletter: '1' }),
    });
    expect(res.status).toBe(303);
    expect(await row(email)).toMatchObject({ status: 'pending', source: 'register' });
    expect(await mailsTo(email)).toHaveLength(1);
  });
});
