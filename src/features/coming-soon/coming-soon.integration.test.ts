import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../../tests/support/databases';
import { pageGlobal } from '../../../tests/support/page-globals';
import type { TestShop } from '../../../tests/support/shop';
import { Browser, openTestShop, signedInAs } from '../account/account-test-support';

const canEditPages = (html: string) => pageGlobal<{ user: { can_edit_pages: string } }>(html, 'flatsomeVars')?.user.can_edit_pages;
const banner = (html: string) => /<a href="#" class="coming-soon-footer-banner-dismiss"[^>]*data-rest-url="([^"]+)"[^>]*data-nonce="([0-9a-f]{20})"/.exec(html);

describe.each(testDatabases.map((d) => [d.name, d] as const))('staff pages and coming-soon mode on %s (issue 13)', (_name, kind) => {
  let shop: TestShop;
  const db = () => shop.deps.database.db;
  const comingSoon = (on: boolean) =>
    db().insertInto('settings').values({ name: 'woocommerce_coming_soon', value: on ? 'yes' : 'no' }).onConflict((oc) => oc.column('name').doUpdateSet({ value: on ? 'yes' : 'no' })).execute();

  const signedIn = async (role: 'shop_manager' | 'editor' | 'customer') => (await signedInAs(shop, role)).b;

  beforeAll(async () => {
    shop = await openTestShop(kind);
  });
  afterAll(() => shop?.close());

  it('spec 3.1: can_edit_pages is "1" only for staff, whose pages carry wpApiSettings and are never cached', async () => {
    await comingSoon(false);
    const visitor = await (await shop.app.request('/')).text();
    expect(canEditPages(visitor)).toBe('');
    expect(pageGlobal(visitor, 'wpApiSettings')).toBeUndefined();
    expect(canEditPages(await (await (await signedIn('customer')).request('/')).text())).toBe('');
    for (const role of ['shop_manager', 'editor'] as const) {
      const page = await (await signedIn(role)).request('/gioi-thieu/');
      expect(page.headers.get('cache-control')).toBe('private, no-store');
      const html = await page.text();
      expect(canEditPages(html)).toBe('1');
      expect(pageGlobal(html, 'wpApiSettings')).toEqual({ root: '/wp-json/', nonce: expect.stringMatching(/^[0-9a-f]{20}$/), versionString: 'wp/v2/' });
      expect(banner(html)).toBeNull(); // not coming soon: no banner
    }
  });

  it('spec 4.1: while coming soon, visitors and customers get the coming-soon page (never cached); the login stays open', async () => {
    await comingSoon(true);
    for (const res of [await shop.app.request('/'), await (await signedIn('customer')).request('/gioi-thieu/')]) {
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-store');
      const html = await res.text();
      expect(html).toContain('class="coming-soon-content');
      expect(html).not.toContain('id="header"');
      expect(html).toContain('<meta name="robots" content="noindex"/>');
    }
    expect(await (await shop.app.request('/tai-khoan/')).text()).toContain('woocommerce-login-nonce');
  });

  it('spec 7.1: staff see the shop with the banner; its dismissal with the page\'s nonce sticks', async () => {
    await comingSoon(true);
    const staff = await signedIn('shop_manager');
    const html = await (await staff.request('/')).text();
    expect(html).toContain('id="header"');
    const [, restUrl, nonce] = banner(html) ?? [];
    expect(restUrl).toMatch(/^\/wp-json\/wp\/v2\/users\/\d+$/);
    const dismiss = (nonceSent: string) =>
      staff.request(restUrl!, {
        method: 'POST',
        headers: { Origin: 'http://localhost', 'Content-Type': 'application/json', 'X-WP-Nonce': nonceSent },
        body: JSON.stringify({ meta: { woocommerce_coming_soon_banner_dismissed: 'yes' } }),
      });
    expect((await dismiss('0'.repeat(20))).status).toBe(403);
    expect(banner(await (await staff.request('/')).text())).not.toBeNull();
    expect((await dismiss(nonce!)).status).toBe(200);
    expect(banner(await (await staff.request('/')).text())).toBeNull();
    await comingSoon(false);
  });

  it('spec 2.11: the editor views are for staff only; the builder view is the block\'s page in builder mode with menu_id', async () => {
    await comingSoon(false);
    const about = await db().selectFrom('posts').select('id').where('slug', '=', 'gioi-thieu').executeTakeFirstOrThrow();
    const path = (query: string) => `/wp-admin/post.php?post=${about.id}&action=edit${query}`;
    for (const b of [new Browser(shop.app), await signedIn('customer')]) {
      const res = await b.request(path(''));
      expect([res.status, res.headers.get('location')]).toEqual([302, '/tai-khoan/']);
    }
    const staff = await signedIn('editor');
    const builder = await staff.request(path('&app=uxbuilder&type=editor&menu_id=3'));
    expect([builder.status, builder.headers.get('location')]).toEqual([302, '/gioi-thieu/?app=uxbuilder&menu_id=3']);
    expect((await staff.request(path('&app=uxbuilder&menu_id=<b>'))).headers.get('location')).toBe('/gioi-thieu/?app=uxbuilder');
    const backend = await staff.request(path(''));
    expect(backend.headers.get('cache-control')).toBe('private, no-store');
    expect(await backend.text()).toMatch(/<textarea id="block-content" readOnly="" rows="20">&lt;p&gt;/);
    expect((await staff.request('/wp-admin/post.php?post=999999&action=edit')).status).toBe(404);
  });
});
