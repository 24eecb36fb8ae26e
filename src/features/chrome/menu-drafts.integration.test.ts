import { describe, expect, it } from 'vitest';
import { testDatabases, type TestDatabase } from '../../../tests/support/databases';
import { shopOverHttpForSuite } from '../../../tests/support/http-shop';

// A shop editor links a page or post in a menu, then takes it back to draft: visitors must not get a link to a 404.
describe.each(testDatabases.map((d) => [d.name, d] as [string, TestDatabase]))('menu links to unpublished pages and posts on %s', (_name, kind) => {
  const shop = shopOverHttpForSuite(kind, { PAGE_CACHE_SECONDS: '60' });
  const db = () => shop.shop().deps.database.db;
  const home = async () => (await fetch(shop.base() + '/')).text();

  it('are left out of the menus (with what hangs below them) while their page is not published, and come back once it is', async () => {
    const created_at = new Date().toISOString();
    await db().insertInto('posts').values([
      { type: 'page', slug: 'khuyen-mai-tet', title: 'Khuyến mãi Tết', excerpt: '', content: '<p>…</p>', image_id: null, status: 'draft', created_at },
      { type: 'post', slug: 'bai-sap-dang', title: 'Bài sắp đăng', excerpt: '', content: '<p>…</p>', image_id: null, status: 'private', created_at },
    ]).execute();
    const top = await db().insertInto('menu_items').values({ menu: 'main', parent_id: null, label: 'Tết nguyên đán', url: '/khuyen-mai-tet/', position: 99, block_id: null }).returning('id').executeTakeFirstOrThrow();
    await db().insertInto('menu_items').values([
      { menu: 'main', parent_id: top.id, label: 'Quà Tết xịn', url: '/cua-hang/', position: 1, block_id: null },
      { menu: 'footer', parent_id: null, label: 'Bài sắp đăng', url: '/tin-tuc/bai-sap-dang/', position: 99, block_id: null },
      { menu: 'footer', parent_id: null, label: 'Trang không có', url: '/khong-co-trang-nay/', position: 100, block_id: null },
    ]).execute();
    await expect.poll(async () => (await home()).includes('Trang không có'), { timeout: 5000 }).toBe(true); // the menus were read again
    const html = await home();
    for (const hidden of ['/khuyen-mai-tet/', 'Tết nguyên đán', 'Quà Tết xịn', '/tin-tuc/bai-sap-dang/']) expect(html.includes(hidden), hidden).toBe(false);
    expect(html.includes('<a href="/gioi-thieu/"')).toBe(true); // published pages keep their links

    await db().updateTable('posts').set({ status: 'publish' }).where('slug', 'in', ['khuyen-mai-tet', 'bai-sap-dang']).execute();
    await expect.poll(async () => (await home()).includes('Quà Tết xịn'), { timeout: 5000 }).toBe(true);
    const shown = await home();
    expect(shown.includes('<a href="/khuyen-mai-tet/"')).toBe(true);
    expect(shown.includes('<a href="/tin-tuc/bai-sap-dang/"')).toBe(true);
  });
});
