import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../../tests/support/databases';
import type { TestShop } from '../../../tests/support/shop';
import { Browser, openTestShop, signedInAs } from '../account/account-test-support';
import { addImage } from './queries.server';

interface Listed { ids: number[]; titles: string[]; total: number; pages: number }

/** Every page of `GET /wp-json/wp/v2/media` as the browser sees it, and the totals each page announced. */
async function listAll(b: Browser, nonce?: string): Promise<Listed> {
  const listed: Listed = { ids: [], titles: [], total: -1, pages: -1 };
  for (let page = 1; page === 1 || page <= listed.pages; page++) {
    const res = await b.request(`/wp-json/wp/v2/media?per_page=3&page=${page}`, { headers: nonce ? { 'X-WP-Nonce': nonce } : {} });
    expect(res.status).toBe(200);
    const items = (await res.json()) as { id: number; title: { rendered: string } }[];
    const [total, pages] = [Number(res.headers.get('X-WP-Total')), Number(res.headers.get('X-WP-TotalPages'))];
    if (page > 1) expect([total, pages]).toEqual([listed.total, listed.pages]);
    Object.assign(listed, { total, pages });
    listed.ids.push(...items.map((i) => i.id));
    listed.titles.push(...items.map((i) => i.title.rendered));
  }
  return listed;
}

describe.each(testDatabases.map((d) => [d.name, d] as const))('the REST media list on %s (spec 9.7)', (_name, kind) => {
  let shop: TestShop;
  const db = () => shop.deps.database.db;
  const image = (title: string) => addImage(db(), { file: 'demo/none.png', width: 10, height: 10, alt: `${title} (alt)`, title, caption: '' });
  const product = async (status: string, imageId: number | null, slug: string, parentId: number | null = null) =>
    (await db().insertInto('products').values({ type: parentId ? 'variation' : 'simple', parent_id: parentId, status, slug, name: slug, image_id: imageId, created_at: new Date().toISOString() }).returning('id').executeTakeFirstOrThrow()).id;
  const hidden: Record<string, number> = {};
  const shown: Record<string, number> = {};

  beforeAll(async () => {
    shop = await openTestShop(kind);
    hidden.draft = await image('Áo bí mật');
    await product('draft', hidden.draft, 'ao-bi-mat');
    hidden.draftsVariation = await image('Biến thể bí mật');
    await product('publish', hidden.draftsVariation, 'ao-bi-mat-do', await product('draft', null, 'ao-bi-mat-2'));
    hidden.privateGallery = await image('Ảnh riêng');
    await db().insertInto('product_images').values({ product_id: await product('private', null, 'ao-rieng'), image_id: hidden.privateGallery, position: 1 }).execute();
    hidden.withdrawn = await image('Áo đã rút');
    await db().updateTable('products').set({ status: 'trash' }).where('id', '=', await product('publish', hidden.withdrawn, 'ao-da-rut')).execute();
    hidden.draftPost = await image('Bài chưa đăng');
    await db().insertInto('posts').values({ type: 'post', slug: 'bai-nhap', title: 'Nháp', content: '', status: 'draft', image_id: hidden.draftPost, created_at: new Date().toISOString() }).execute();
    hidden.unused = await image('Ảnh chưa dùng');
    shown.gallery = await image('Ảnh bộ sưu tập');
    await db().insertInto('product_images').values({ product_id: await product('publish', null, 'ao-moi'), image_id: shown.gallery, position: 1 }).execute();
    shown.sharedWithDraft = await image('Ảnh dùng chung');
    await product('draft', shown.sharedWithDraft, 'ao-nhap-2');
    await product('publish', shown.sharedWithDraft, 'ao-dang-ban');
    shown.variation = await image('Biến thể đang bán');
    await product('publish', shown.variation, 'ao-dang-ban-xanh', await product('publish', null, 'ao-dang-ban-2'));
    shown.post = await image('Ảnh bài viết');
    await db().insertInto('posts').values({ type: 'page', slug: 'trang-moi', title: 'Trang', content: '', status: 'publish', image_id: shown.post, created_at: new Date().toISOString() }).execute();
  });
  afterAll(() => shop?.close());

  it('spec 9.7: a visitor is listed only the images a published page shows, with totals that agree', async () => {
    const visitor = await listAll(new Browser(shop.app));
    for (const id of Object.values(hidden)) expect(visitor.ids).not.toContain(id);
    expect(visitor.titles).not.toContain('Áo bí mật');
    for (const id of Object.values(shown)) expect(visitor.ids).toContain(id);
    expect(visitor.ids).toEqual([...new Set(visitor.ids)].sort((a, b) => a - b));
    expect([visitor.total, visitor.pages]).toEqual([visitor.ids.length, Math.ceil(visitor.ids.length / 3)]);
    // A customer signed in with a good nonce is a visitor to the media list.
    const customer = await signedInAs(shop, 'customer');
    expect((await listAll(customer.b, customer.nonce)).ids).toEqual(visitor.ids);
  });

  it.each(['editor', 'shop_manager'] as const)('spec 9.7: staff (%s) are listed every image, drafts and unused uploads too', async (role) => {
    const member = await signedInAs(shop, role);
    const staff = await listAll(member.b, member.nonce);
    const all = (await db().selectFrom('images').select('id').orderBy('id').execute()).map((r) => r.id);
    expect(staff.ids).toEqual(all);
    expect(staff.total).toBe(all.length);
    // Without the nonce the same browser is a visitor, as everywhere on the REST layer.
    expect((await listAll(member.b)).ids).not.toContain(hidden.draft);
  });
});
