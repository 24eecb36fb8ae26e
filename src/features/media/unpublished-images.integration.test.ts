import { describe, expect, it } from 'vitest';
import { testDatabases } from '../../../tests/support/databases';
import { shopOverHttpForSuite } from '../../../tests/support/http-shop';
import { asked, browserAt, newPicture, productShowing, publicWeek, setStatus, staffAt, staffOnly } from './image-visibility-test-support';

// Decision 041, follow-up: `/media/<id>-<width>.webp` shows a visitor only what a published page shows, as the REST
// media list does, and staff everything, kept by no shared cache. Products change straight in the database, as the
// shop's admin writes them: the next request sees it, in whichever process.
describe.each(testDatabases.map((d) => [d.name, d] as const))('numbered images on %s (spec 6)', (_name, kind) => {
  const suite = shopOverHttpForSuite(kind);
  const db = () => suite.shop().deps.database.db;
  const base = () => suite.base();

  it("spec 6: a draft product's picture is a 404 to visitors and customers, a private no-store 200 to staff; publishing shows it, withdrawing hides it", async () => {
    const picture = await newPicture(db(), 'Áo chưa ra mắt');
    const product = await productShowing(db(), 'draft', picture);
    const staff = await staffAt(db(), base());
    const customer = browserAt(base());
    await customer.register({ email: `khach-anh-${process.pid}@example.vn`, password: 'mat-khau-dai', display_name: 'Khách' });
    expect(customer.cookies.has('shop_session')).toBe(true);
    expect((await asked(base(), picture))[0]).toBe(404);
    expect((await asked(base(), picture, customer))[0]).toBe(404);
    expect(await asked(base(), picture, staff)).toEqual([200, staffOnly]);
    await setStatus(db(), product, 'publish');
    expect(await asked(base(), picture)).toEqual([200, publicWeek]);
    expect(await asked(base(), picture, staff)).toEqual([200, publicWeek]);
    for (const status of ['draft', 'private', 'pending', 'trash']) {
      await setStatus(db(), product, status);
      expect((await asked(base(), picture))[0], status).toBe(404);
      expect(await asked(base(), picture, staff, 600), status).toEqual([200, staffOnly]);
    }
  });

  it('spec 6: an upload nothing shows yet is a 404 to visitors and served to editors and shop managers alike, privately', async () => {
    const upload = await newPicture(db(), 'Ảnh vừa tải lên');
    expect((await asked(base(), upload))[0]).toBe(404);
    for (const role of ['editor', 'shop_manager'] as const) expect(await asked(base(), upload, await staffAt(db(), base(), role))).toEqual([200, staffOnly]);
  });

  it('spec 3.3, 6: gallery and variation pictures follow their product', async () => {
    const [gallery, variation] = [await newPicture(db(), 'Ảnh bộ sưu tập'), await newPicture(db(), 'Ảnh biến thể')];
    const parent = await productShowing(db(), 'draft', null);
    await db().insertInto('product_images').values({ product_id: parent, image_id: gallery, position: 1 }).execute();
    await productShowing(db(), 'publish', variation, parent);
    for (const [status, seen] of [['draft', 404], ['publish', 200], ['private', 404], ['publish', 200], ['trash', 404]] as const) {
      await setStatus(db(), parent, status);
      expect([(await asked(base(), gallery))[0], (await asked(base(), variation))[0]], status).toEqual([seen, seen]);
    }
  });

  it('spec 6: a category\'s, a swatch\'s and a published post\'s picture are shown; a draft post\'s is not', async () => {
    const [category, swatch, post, draftPost] = (await Promise.all(['Danh mục', 'Mẫu màu', 'Bài đăng', 'Bài nháp'].map((t) => newPicture(db(), t)))) as [number, number, number, number];
    await db().updateTable('categories').set({ image_id: category }).where('id', '=', (await db().selectFrom('categories').select('id').orderBy('id').executeTakeFirstOrThrow()).id).execute();
    await db().updateTable('attribute_terms').set({ image_id: swatch }).where('id', '=', (await db().selectFrom('attribute_terms').select('id').orderBy('id').executeTakeFirstOrThrow()).id).execute();
    const posted = (image_id: number, status: string) => ({ type: 'post' as const, slug: `bai-anh-${image_id}`, title: 'Bài', content: '', status, image_id, created_at: new Date().toISOString() });
    await db().insertInto('posts').values([posted(post, 'publish'), posted(draftPost, 'draft')]).execute();
    for (const id of [category, swatch, post]) expect(await asked(base(), id)).toEqual([200, publicWeek]);
    expect((await asked(base(), draftPost))[0]).toBe(404);
  });
});
