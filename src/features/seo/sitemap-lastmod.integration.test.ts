import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases, type TestDatabase } from '../../../tests/support/databases';
import { openTestShop, type TestShop } from '../../../tests/support/shop';
import { demoFacts } from '../../db/seed/demo-facts.server';
import { urls } from '../../lib/urls';
import { takeCountedStock } from '../catalogue/stock-queries.server';
import { recomputeRating } from '../reviews/index.server';
import { pageChangesMade } from '../../server/page-changes.server';

const day = (iso: string) => iso.slice(0, 10);

describe.each(testDatabases.map((d) => [d.name, d] as [string, TestDatabase]))("the sitemap's lastmod is a page's last visible change, on %s", (_name, kind) => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await openTestShop(kind, { PAGE_CACHE_SECONDS: '60' }); // kept pages follow the writes, as served
  });
  afterAll(() => shop.close());
  const db = () => shop.deps.database.db;
  const today = () => day(new Date().toISOString());

  /** Each listed path with its lastmod (the sitemap is kept a few seconds: asked until it holds `wanted`). */
  async function lastmods(wanted: Record<string, string | undefined>): Promise<Record<string, string | undefined>> {
    let found: Record<string, string | undefined> = {};
    await expect
      .poll(async () => {
        const xml = await (await shop.app.request('/sitemap.xml')).text();
        const listed = new Map([...xml.matchAll(/<url><loc>http:\/\/localhost([^<]+)<\/loc>(?:<lastmod>([^<]+)<\/lastmod>)?<\/url>/g)].map((m) => [m[1]!, m[2]]));
        found = Object.fromEntries(Object.keys(wanted).map((path) => [path, listed.get(path)]));
        return found;
      }, { timeout: 7000, interval: 250 })
      .toEqual(wanted);
    return found;
  }

  /** Published simple products made before today, with their making date. */
  async function olderProducts(count: number, type: 'simple' | 'variable' = 'simple') {
    const rows = await db().selectFrom('products').select(['id', 'slug', 'created_at']).where('type', '=', type).where('status', '=', 'publish').orderBy('id').execute();
    return rows.filter((r) => day(r.created_at) < today()).slice(0, count);
  }

  it('a seeded product or post is listed with the day it was made: seeds and imports add finished rows', async () => {
    const [product] = await olderProducts(1);
    const post = await db().selectFrom('posts').select(['slug', 'created_at']).where('slug', '=', demoFacts.commentedPostSlug).executeTakeFirstOrThrow();
    await lastmods({ [urls.product(product!.slug)]: day(product!.created_at), [urls.post(post.slug)]: day(post.created_at) });
  });

  it("a change of a product's name, price, stock (an order's), rating or pictures lists it with today", async () => {
    const [renamed, repriced, sold, rated, unpictured] = await olderProducts(5);
    await db().updateTable('products').set({ name: 'Tên mới' }).where('id', '=', renamed!.id).execute();
    await db().updateTable('products').set({ price: 123_000, regular_price: 123_000 }).where('id', '=', repriced!.id).execute();
    await db().updateTable('products').set({ stock_quantity: 50, stock_status: 'instock' }).where('id', '=', sold!.id).execute();
    await db().deleteFrom('product_lastmod').where('product_id', '=', sold!.id).execute(); // only the order's change counts below
    await db().transaction().execute((trx) => takeCountedStock(trx, sold!.id, 1, false));
    await db().insertInto('reviews').values({ product_id: rated!.id, parent_id: null, author: 'Lan', content: 'Tốt', rating: 1, status: 'approved', created_at: new Date().toISOString() }).execute();
    await recomputeRating(db(), rated!.id);
    await db().deleteFrom('product_images').where('product_id', '=', unpictured!.id).execute();
    const paths = [renamed, repriced, sold, rated, unpictured].map((p) => urls.product(p!.slug));
    await lastmods(Object.fromEntries(paths.map((path) => [path, today()])));
  });

  it("a variation's price or stock lists its product with today", async () => {
    const [variable] = await olderProducts(1, 'variable');
    const variation = await db().selectFrom('products').select('id').where('parent_id', '=', variable!.id).orderBy('id').executeTakeFirstOrThrow();
    await lastmods({ [urls.product(variable!.slug)]: day(variable!.created_at) });
    await db().updateTable('products').set({ price: 99_000, sale_price: 99_000 }).where('id', '=', variation.id).execute();
    await lastmods({ [urls.product(variable!.slug)]: today() });
  });

  it('a write the page does not show (sales counted, listing order, search text) keeps the date', async () => {
    const [, product] = await olderProducts(2, 'variable'); // the first is changed above
    const [simple, control] = (await olderProducts(12)).slice(-2);
    for (const p of [product!, simple!]) {
      await db().updateTable('products').set({ total_sales: 999, menu_order: 7, featured: 1, search_text: 'x' }).where('id', '=', p.id).execute();
      await db().updateTable('products').set((eb) => ({ price: eb.ref('price'), name: eb.ref('name') })).where('id', '=', p.id).execute();
    }
    await db().updateTable('products').set({ name: 'Đã đổi' }).where('id', '=', control!.id).execute(); // seen once the sitemap is read again
    await lastmods({ [urls.product(product!.slug)]: day(product!.created_at), [urls.product(simple!.slug)]: day(simple!.created_at), [urls.product(control!.slug)]: today() });
  });

  it('a picture added to an older product\'s gallery lists it with today; pictures inserted with their product count for nothing', async () => {
    const [added] = (await olderProducts(30)).slice(-1);
    await sql`update product_making set made_at = '2000-01-01T00:00:00.000Z'`.execute(db()); // the shop was seeded long ago
    const makings = async () => Number((await sql<{ n: number }>`select count(*) as n from product_making`.execute(db())).rows[0]!.n);
    const seeded = await makings();
    const picture = await db().selectFrom('images').select('id').orderBy('id', 'desc').executeTakeFirstOrThrow();
    const created_at = new Date(Date.now() - 30 * 86_400_000).toISOString(); // an import keeps its products' dates
    const made = await db().insertInto('products').values({ type: 'simple', status: 'publish', slug: 'hang-nhap-cu', name: 'Hàng nhập cũ', price: 1000, regular_price: 1000, created_at }).returning('id').executeTakeFirstOrThrow();
    await db().insertInto('product_images').values([{ product_id: made.id, image_id: picture.id, position: 1 }, { product_id: added!.id, image_id: picture.id, position: 9 }]).execute();
    expect(await makings()).toBe(seeded - 1); // each product made takes away two makings past their time: the table stays small
    await lastmods({ [urls.product(added!.slug)]: today(), [urls.product('hang-nhap-cu')]: day(created_at) });
  });

  it("an image's own row changed (alt, file) lists every product and post showing it with today; one written unchanged keeps them", async () => {
    const older = (await olderProducts(60)).slice(31);
    const olderIds = older.map((p) => p.id);
    const gallery = await db().selectFrom('product_images').innerJoin('products', 'products.id', 'product_images.product_id').select(['product_images.image_id', 'products.slug', 'products.created_at'])
      .where('product_images.product_id', 'in', olderIds).where('product_images.position', '>', 0).orderBy('product_images.product_id').executeTakeFirstOrThrow();
    const kept = older.at(-1)!;
    const swatched = await db().selectFrom('products').select(['id', 'slug', 'created_at']).where('slug', '=', demoFacts.imageSwatchProductSlug).executeTakeFirstOrThrow();
    const swatch = await db().selectFrom('product_attribute_terms').innerJoin('attribute_terms', 'attribute_terms.id', 'product_attribute_terms.term_id').select('attribute_terms.image_id')
      .where('product_attribute_terms.product_id', '=', swatched.id).where('attribute_terms.image_id', 'is not', null).executeTakeFirstOrThrow();
    const itsRows = db().selectFrom('products').select('id').where((eb) => eb.or([eb('id', '=', swatched.id), eb('parent_id', '=', swatched.id)]));
    await db().deleteFrom('product_lastmod').where('product_id', 'in', itsRows).execute(); // changed above: only the image's change counts below
    const post = await db().selectFrom('posts').select(['slug', 'image_id', 'created_at']).where('type', '=', 'post').where('image_id', 'is not', null).where('slug', '!=', demoFacts.postSlugs[1]!).orderBy('id').executeTakeFirstOrThrow();
    const before = { [urls.product(gallery.slug)]: day(gallery.created_at), [urls.product(swatched.slug)]: day(swatched.created_at), [urls.post(post.slug)]: day(post.created_at) };
    expect(Object.values(before).every((d) => d < today())).toBe(true);
    await db().updateTable('images').set((eb) => ({ alt: eb.ref('alt'), file: eb.ref('file') })).where('id', 'in', [gallery.image_id, swatch.image_id!, post.image_id!]).execute();
    await pageChangesMade();
    await lastmods(before);
    await db().updateTable('images').set({ alt: 'Ảnh mới' }).where('id', 'in', [gallery.image_id, post.image_id!]).execute();
    await db().updateTable('images').set({ file: 'doi-ten.svg' }).where('id', '=', swatch.image_id!).execute();
    await pageChangesMade();
    await lastmods({ ...Object.fromEntries(Object.keys(before).map((path) => [path, today()])), [urls.product(kept.slug)]: day(kept.created_at) });
  });

  it("a post's text or a page's title changed lists it with today, at once (the sitemap is dropped with every kept page)", async () => {
    const post = await db().selectFrom('posts').select(['slug', 'created_at']).where('slug', '=', demoFacts.postSlugs[1]!).executeTakeFirstOrThrow();
    const page = await db().selectFrom('posts').select(['slug', 'created_at']).where('slug', '=', demoFacts.pageSlugs.about).executeTakeFirstOrThrow();
    expect([day(post.created_at), day(page.created_at)].every((d) => d < today())).toBe(true);
    await lastmods({ [urls.post(post.slug)]: day(post.created_at), [urls.page(page.slug)]: day(page.created_at) });
    await db().updateTable('posts').set({ content: '<p>Nội dung mới</p>' }).where('slug', '=', post.slug).execute();
    await db().updateTable('posts').set({ title: 'Về chúng tôi' }).where('slug', '=', page.slug).execute();
    await pageChangesMade(); // what every process does within a second of a write (decision 018)
    const xml = await (await shop.app.request('/sitemap.xml')).text();
    expect(xml).toContain(`<loc>http://localhost${urls.post(post.slug)}</loc><lastmod>${today()}</lastmod>`);
    expect(xml).toContain(`<loc>http://localhost${urls.page(page.slug)}</loc><lastmod>${today()}</lastmod>`);
  });
});
