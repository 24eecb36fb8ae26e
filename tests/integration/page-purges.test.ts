import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoFacts } from '../../src/db/seed/demo-facts.server';
import { urls } from '../../src/lib/urls';
import { checkoutForm, shopperWith, validFields } from '../../src/features/checkout/checkout-test-support';
import { startTags } from '../../src/features/product/html-test-support';
import { TestBrowser } from '../support/browser';
import { testDatabases } from '../support/databases';
import { openTestShop, type TestShop } from '../support/shop';
import { cacheVisits } from '../support/page-cache-visits';

const wallet = demoFacts.simpleProductSlug;
const product = urls.product(wallet);
const search = '/?' + new URLSearchParams({ s: 'Ví da' }).toString(); // as a search form sends it
const kitchen = urls.category(demoFacts.categorySlugs.kitchen);

// Issue 10, decision 018: a change purges the kept pages that show it, whoever writes it, and only those.
describe.each(testDatabases.map((d) => [d.name, d] as const))('page-cache purges on %s', (_name, kind) => {
  let shop: TestShop;
  const db = () => shop.deps.database.db;
  const { visit, kept } = cacheVisits(() => shop);
  const stockText = (html: string) => /<p class="stock in-stock">([^<]*)</.exec(html)?.[1];
  const eventually = async (path: string, test: (page: { hit: boolean; html: string }) => boolean) => {
    for (let tries = 0; tries < 150; tries++) {
      const page = await visit(path);
      if (test(page)) return page;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`${path} never changed`);
  };

  beforeAll(async () => {
    shop = await openTestShop(kind, { PAGE_CACHE_SECONDS: '600' });
    await db().updateTable('products').set({ stock_quantity: 50, stock_status: 'instock' }).where('slug', '=', wallet).execute();
    await new Promise((r) => setTimeout(r, 1500)); // the poll takes the seed's changes in
  });
  afterAll(() => shop?.close());

  it('an order purges the product page and the listings showing it before it answers; other pages stay', async () => {
    expect(stockText(await kept(product))).toContain('50');
    expect(await kept(search)).toContain(wallet);
    expect(await kept(kitchen)).not.toContain(wallet);
    const shopper = await shopperWith(shop, wallet, 2);
    const answer = await shopper.json<{ result: string }>('checkout', validFields(await checkoutForm(shopper)));
    expect(answer.result).toBe('success');
    const after = await visit(product);
    expect(after.hit).toBe(false);
    expect(stockText(after.html)).toContain('48');
    expect((await visit(search)).hit).toBe(false);
    expect((await visit(kitchen)).hit).toBe(true);
  });

  it("another program's price change reaches the kept pages showing it within the poll", async () => {
    await kept(product);
    await kept(search);
    await db().updateTable('products').set({ regular_price: 360_000, price: 360_000 }).where('slug', '=', wallet).execute();
    const fresh = await eventually(product, (page) => !page.hit);
    expect(fresh.html).toContain('360.000');
    expect((await visit(search)).html).toContain('360.000');
    expect((await visit(kitchen)).hit).toBe(true);
  });

  it('a menu change purges every page; a pending review purges nothing, its approval the product page', { timeout: 40_000 }, async () => {
    await kept(product);
    await kept(kitchen);
    await db().insertInto('menu_items').values({ menu: 'main', parent_id: null, label: 'Khuyến mãi mới', url: '/khuyen-mai/', position: 99, mega: 0 }).execute();
    // Menus are remembered 5 s in the process: every page goes at once and again once that memory is gone.
    await eventually(kitchen, (page) => !page.hit);
    expect((await visit(product)).hit).toBe(false);
    await eventually(kitchen, (page) => page.html.includes('Khuyến mãi mới'));
    await kept(product);
    await kept(kitchen);
    const productId = (await db().selectFrom('products').select('id').where('slug', '=', wallet).executeTakeFirstOrThrow()).id;
    const review = { product_id: productId, parent_id: null, author: 'Hà', email: 'ha@example.vn', content: 'Ví đẹp, da mềm', rating: 5, verified: 0, created_at: new Date().toISOString() };
    const { id } = await db().insertInto('reviews').values({ ...review, status: 'pending' }).returning('id').executeTakeFirstOrThrow();
    await new Promise((r) => setTimeout(r, 1500));
    expect((await visit(product)).hit).toBe(true);
    await db().updateTable('reviews').set({ status: 'approved' }).where('id', '=', id).execute();
    expect((await eventually(product, (page) => !page.hit)).html).toContain('Ví đẹp, da mềm');
    expect((await visit(kitchen)).hit).toBe(true);
  });

  it('a review posted and approved at once is on the product page the moment the form is answered', { timeout: 40_000 }, async () => {
    await db().deleteFrom('settings').where('name', '=', 'reviews_need_approval').execute();
    await db().insertInto('settings').values({ name: 'reviews_need_approval', value: 'no' }).execute();
    await eventually(product, (page) => !page.hit);
    await new Promise((r) => setTimeout(r, 11_000)); // the settings change's second purge
    const html = await kept(product);
    const nonce = startTags(html, 'input').find((t) => t.name === '_wpnonce')?.value ?? '';
    const productId = startTags(html, 'input').find((t) => t.name === 'comment_post_ID')?.value ?? '';
    const reviewer = new TestBrowser(shop.app, '198.51.100.77');
    const fields = { rating: '5', comment: 'Đường may chắc chắn, đáng tiền', author: 'Minh', email: 'minh@example.vn', comment_post_ID: productId, comment_parent: '0', _wpnonce: nonce, review_website: '' };
    const posted = await reviewer.request(product, { method: 'POST', body: new URLSearchParams(fields), headers: { origin: 'http://localhost' } });
    expect(posted.status).toBe(303);
    const after = await visit(product);
    expect(after.hit).toBe(false);
    expect(after.html).toContain('Đường may chắc chắn, đáng tiền');
  });

  it('a price change written by SQL re-sorts the kept price pages, also one that did not show the product; other orders stay', async () => {
    const inOrder = (orderby: string) => `${urls.shop()}?orderby=${orderby}`;
    const shown = [await kept(inOrder('price')), await kept(inOrder('date')), await kept(inOrder('popularity'))];
    const simple = await db().selectFrom('products').select(['id', 'slug']).where('status', '=', 'publish').where('type', '=', 'simple').orderBy('id').execute();
    const moving = simple.find((p) => shown.every((html) => !html.includes(urls.product(p.slug))));
    expect(moving, 'a product on none of the three first pages').toBeDefined();
    // The cheapest now: it belongs on the first page by price, which only the order's change number can tell.
    await db().updateTable('products').set({ regular_price: 1, sale_price: null, price: 1 }).where('id', '=', moving!.id).execute();
    expect((await eventually(inOrder('price'), (page) => !page.hit)).html).toContain(urls.product(moving!.slug));
    expect((await visit(inOrder('date'))).hit).toBe(true);
    // Popularity keeps the rule of showing the product: every sale would otherwise empty its pages.
    expect((await visit(inOrder('popularity'))).hit).toBe(true);
  });
});
