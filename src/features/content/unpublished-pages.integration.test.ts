import { describe, expect, it } from 'vitest';
import { demoFacts } from '../../db/seed/demo-facts.server';
import { urls } from '../../lib/urls';
import { testDatabases, type TestDatabase } from '../../../tests/support/databases';
import { shopOverHttpForSuite } from '../../../tests/support/http-shop';

// A staff editor's write to a page or post, straight to the database as the shop's admin makes it.
describe.each(testDatabases.map((d) => [d.name, d] as [string, TestDatabase]))('kept pages after a page or post changes on %s', (_name, kind) => {
  const shop = shopOverHttpForSuite(kind, { PAGE_CACHE_SECONDS: '3600' });
  const db = () => shop.shop().deps.database.db;
  const get = (path: string) => fetch(shop.base() + path);
  const keep = async (path: string) => {
    await (await get(path)).arrayBuffer();
    const again = await get(path);
    expect(again.headers.get('x-page-cache'), path).toBe('hit');
    return again.text();
  };
  const statusOf = async (path: string) => {
    const res = await get(path);
    await res.arrayBuffer();
    return res.status;
  };

  it('an unpublished post or page is gone from its address, the blog and the sitemap within seconds, not after PAGE_CACHE_SECONDS', async () => {
    const post = urls.post(demoFacts.commentedPostSlug);
    const page = urls.page('gioi-thieu');
    for (const path of [post, page]) expect(await statusOf(path)).toBe(200);
    await keep(post);
    await keep(page);
    expect(await keep(urls.blog())).toContain(post);
    expect(await (await get('/sitemap.xml')).text()).toContain(post);

    await db().updateTable('posts').set({ status: 'draft' }).where('slug', '=', demoFacts.commentedPostSlug).execute();
    await db().updateTable('posts').set({ status: 'private' }).where('slug', '=', 'gioi-thieu').execute();
    await expect.poll(() => statusOf(post), { timeout: 5000 }).toBe(404);
    await expect.poll(() => statusOf(page), { timeout: 5000 }).toBe(404);
    expect(await (await get(urls.blog())).text()).not.toContain(post);
    expect(await (await get('/sitemap.xml')).text()).not.toContain(post);
  });

  it("a published post's new title shows within seconds", async () => {
    const [row] = await db().selectFrom('posts').select(['id', 'slug']).where('type', '=', 'post').where('status', '=', 'publish').limit(1).execute();
    const path = urls.post(row!.slug);
    await keep(path);
    await db().updateTable('posts').set({ title: 'Tiêu đề mới đã sửa' }).where('id', '=', row!.id).execute();
    await expect.poll(async () => (await (await get(path)).text()).includes('Tiêu đề mới đã sửa'), { timeout: 5000 }).toBe(true);
  });
});
