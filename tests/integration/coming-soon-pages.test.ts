import { describe, expect, it } from 'vitest';
import { demoFacts } from '../../src/db/seed/demo-facts.server';
import { newsletterUrls } from '../../src/features/newsletter/index';
import { urls } from '../../src/lib/urls';
import { testDatabases } from '../support/databases';
import { comingSoonSuite, type Visitor } from './coming-soon-visitors';

const product = urls.product(demoFacts.simpleProductSlug);
const comingSoonPage = (html: string) => html.includes('class="coming-soon-content');
const shopMenu = (html: string) => html.includes('id="header"') || html.includes('menu-item');

describe.each(testDatabases.map((d) => [d.name, d] as const))('coming-soon pages, crawler files and the page cache, over HTTP on %s', (_name, kind) => {
  const suite = comingSoonSuite(kind);
  const get = async (b: Visitor, path: string) => {
    const res = await b.request(path);
    return { status: res.status, type: res.headers.get('content-type'), hit: res.headers.get('x-page-cache'), body: await res.text() };
  };

  it('robots.txt closes the shop to crawlers and the sitemap lists nothing, while staff and an open shop get the real ones', async () => {
    await suite.cast.comingSoon(true);
    expect(await get(suite.cast.visitor(), '/robots.txt')).toMatchObject({ status: 200, type: 'text/plain; charset=UTF-8', body: 'User-agent: *\nDisallow: /\n' });
    const sitemap = await get(suite.cast.visitor(), '/sitemap.xml');
    expect([sitemap.status, sitemap.type, sitemap.body.includes('<urlset'), sitemap.body.includes('<url>')]).toEqual([200, 'application/xml; charset=utf-8', true, false]);
    expect((await get(suite.cast.manager, '/sitemap.xml')).body).toContain(product);
    await suite.cast.comingSoon(false);
    expect((await get(suite.cast.visitor(), '/robots.txt')).body).toContain('Sitemap: ');
    expect((await get(suite.cast.visitor(), '/sitemap.xml')).body).toContain(product);
  });

  it('the account pages stay open, drawn without the shop\'s menus for visitors and shoppers; staff see the whole shop', async () => {
    await suite.cast.comingSoon(true);
    const login = await get(suite.cast.visitor(), '/tai-khoan/');
    expect([login.status, login.body.includes('woocommerce-login-nonce'), shopMenu(login.body)]).toEqual([200, true, false]);
    const dashboard = await get(suite.cast.shopper, '/tai-khoan/');
    expect([dashboard.status, dashboard.body.includes('woocommerce-MyAccount-navigation'), shopMenu(dashboard.body)]).toEqual([200, true, false]);
    expect(shopMenu((await get(suite.cast.manager, '/tai-khoan/')).body)).toBe(true);
    await suite.cast.comingSoon(false);
    expect(shopMenu((await get(suite.cast.visitor(), '/tai-khoan/')).body)).toBe(true);
  });

  it('a subscriber can still leave the newsletter from the link of a mail, on a page without the shop\'s menus', async () => {
    const token = `${process.pid.toString(16).padStart(8, '0')}${'c'.repeat(24)}`.slice(0, 32);
    const email = `tin-${process.pid}@example.vn`;
    const now = new Date().toISOString();
    await suite.shop.deps.database.db.insertInto('newsletter_subscribers').values({ email, mailbox: email, status: 'subscribed', token, source: 'footer', created_at: now, asked_at: now, confirmed_at: now, unsubscribed_at: null }).execute();
    await suite.cast.comingSoon(true);
    const visitor = suite.cast.visitor();
    const page = await get(visitor, newsletterUrls.unsubscribe(token));
    expect([page.status, comingSoonPage(page.body), page.body.includes(`value="${token}"`), shopMenu(page.body)]).toEqual([200, false, true, false]);
    expect((await visitor.post(newsletterUrls.unsubscribe(), { token })).status).toBe(200);
    const row = await suite.shop.deps.database.db.selectFrom('newsletter_subscribers').select('status').where('email', '=', email).executeTakeFirstOrThrow();
    expect(row.status).toBe('unsubscribed');
    await suite.cast.comingSoon(false);
  });

  it('a page kept before the mode came on is never served while it is on; off, the shop is kept again', async () => {
    await suite.cast.comingSoon(false);
    await get(suite.cast.visitor(), product);
    expect((await get(suite.cast.visitor(), product)).hit).toBe('hit');
    await suite.cast.comingSoon(true);
    for (let i = 0; i < 2; i++) expect(await get(suite.cast.visitor(), product)).toMatchObject({ status: 200, hit: null, body: expect.stringContaining('class="coming-soon-content') });
    expect(comingSoonPage((await get(suite.cast.manager, product)).body)).toBe(false);
    await suite.cast.comingSoon(false);
    expect(comingSoonPage((await get(suite.cast.visitor(), product)).body)).toBe(false);
    expect((await get(suite.cast.visitor(), product)).hit).toBe('hit');
  });
});
