import { request } from 'node:http';
import { describe, expect, it } from 'vitest';
import { comingSoonSuite } from '../../../tests/integration/coming-soon-visitors';
import { testDatabases } from '../../../tests/support/databases';
import { imageUrl } from '../media/index';

/** A request sent as typed, not as fetch would clean it (dot segments, double slashes): its status, headers and body. */
const raw = (base: string, method: string, path: string) =>
  new Promise<{ status: number; type: string; cache: string; body: string }>((resolve, reject) => {
    const { hostname, port, host } = new URL(base);
    const req = request({ host: hostname, port, method, path, headers: { host } }, (res) => {
      let body = '';
      res.on('data', (d: Buffer) => (body += d.toString('latin1')));
      res.on('end', () => resolve({ status: res.statusCode!, type: String(res.headers['content-type']), cache: String(res.headers['cache-control']), body }));
    });
    req.on('error', reject).end();
  });

const shopMenu = (html: string) => html.includes('id="header"') || html.includes('/danh-muc-san-pham/');
const image = imageUrl(1, 100);

// Decision 097: what a visitor can reach of the closed shop by other roads than its pages.
describe.each(testDatabases.map((d) => [d.name, d] as const))('the coming-soon gate against other roads, over HTTP on %s', (_name, kind) => {
  const suite = comingSoonSuite(kind);

  it('decision 097: while coming soon, a visitor can neither read product images by their numbered addresses nor see the shop\'s menus under /media/; staff see them', async () => {
    await suite.cast.comingSoon(true);
    const asked = await suite.cast.visitor().request(image);
    expect([asked.status, asked.headers.get('content-type'), asked.headers.get('cache-control')]).toEqual([403, null, 'no-store']);
    for (const path of ['/media/', '/media/khong-co.webp']) expect(shopMenu(await (await suite.cast.visitor().request(path)).text()), path).toBe(false);
    const staff = await suite.cast.manager.request(image);
    expect([staff.status, staff.headers.get('content-type'), staff.headers.get('cache-control')]).toEqual([200, 'image/webp', 'private, no-store']);
    await suite.cast.comingSoon(false);
    const open = await suite.cast.visitor().request(image);
    expect([open.status, open.headers.get('content-type'), open.headers.get('cache-control')]).toEqual([200, 'image/webp', 'public, max-age=604800']);
  });

  it('decision 042: other spellings of the shop\'s addresses (dot segments, encodings, case, slashes) reach only the coming-soon page or a refusal', async () => {
    await suite.cast.comingSoon(true);
    const paths = [
      '/media/../san-pham/vi-da-nam-gap-doi/', '/media/%2e%2e/cua-hang/', '/tai-khoan/../cua-hang/', '/tai-khoan/%2e%2e/cua-hang/', '/nhan-tin/huy/../../cua-hang/',
      '/wp-json/wp/v2/users/../../wc/store/v1/products', '/wp-json/wp/v2/users/%2e%2e/%2e%2e/wc/store/v1/products', '/WP-JSON/wc/store/v1/products', '/wp-json//wc/store/v1/products',
      '/?rest_route=/wc/store/v1/products', '/wp-admin/admin-ajax.php/?action=flatsome_ajax_search_products&query=vi', '//wp-admin/admin-ajax.php?action=flatsome_ajax_search_products&query=vi',
      '/?WC-AJAX=get_refreshed_fragments', '/?wc-ajax[]=get_refreshed_fragments', '/CUA-HANG/', '/cua-hang', '/%63ua-hang/', '/feed/', '/?feed=rss2', '/sitemap_index.xml', '/Sitemap.xml',
    ];
    for (const method of ['GET', 'HEAD']) {
      for (const path of paths) {
        const answer = await raw(suite.cast.server.base, method, path);
        const closed = answer.body === '' || answer.body.includes('class="coming-soon-content') || answer.body.includes('rest_forbidden');
        expect({ path, method, closed, menu: shopMenu(answer.body), kept: answer.cache.includes('no-store') || answer.status >= 400 }).toEqual({ path, method, closed: true, menu: false, kept: true });
      }
    }
  });
});
