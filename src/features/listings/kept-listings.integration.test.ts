import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../../tests/support/databases';
import { openTestShop, type TestShop } from '../../../tests/support/shop';
import { followPageChanges } from '../../app/page-purges.server';
import { urls } from '../../lib/urls';

// Decision 070: a serving process keeps a listing page's ids until the page purges see its order or products move.
describe.each(testDatabases.map((d) => [d.name, d] as const))('listing pages kept in memory on %s', (_name, kind) => {
  let shop: TestShop;
  let purges: ReturnType<typeof followPageChanges>;
  const db = () => shop.deps.database.db;
  const inOrder = (orderby: string) => `${urls.shop()}?orderby=${orderby}`;
  const listing = async (orderby: string) => (await shop.app.request(inOrder(orderby))).text();
  const cards = (html: string) => html.match(/<div class="product-small box">/g)?.length ?? 0;
  const onNoFirstPage = async (...orders: string[]) => {
    const shown = await Promise.all(orders.map(listing));
    const simple = await db().selectFrom('products').select(['id', 'slug']).where('status', '=', 'publish').where('type', '=', 'simple').orderBy('id').execute();
    return simple.find((p) => shown.every((html) => !html.includes(urls.product(p.slug))))!;
  };

  beforeAll(async () => {
    shop = await openTestShop(kind);
    // As the server follows the change log, without the 1-second poll so the test says when it looks.
    purges = followPageChanges(db(), shop.pages, 3_600_000);
    await purges.catchUp();
  });
  afterAll(async () => (purges?.stop(), await shop?.close()));

  it('issue 10 target 2: a price another program writes re-sorts the first page by price once the page purges see it', async () => {
    const moving = await onNoFirstPage('price');
    await db().updateTable('products').set({ regular_price: 1, sale_price: null, price: 1 }).where('id', '=', moving.id).execute();
    expect(await listing('price')).not.toContain(urls.product(moving.slug)); // kept: no statement read the order
    await purges.catchUp();
    expect(await listing('price')).toContain(urls.product(moving.slug));
  });

  it('issue 10 target 2: a product unpublished by another program leaves the listing once the page purges see it', async () => {
    const html = await listing('date');
    const shown = await db().selectFrom('products').select(['id', 'slug']).where('status', '=', 'publish').where('type', '=', 'simple').execute();
    const leaving = shown.find((p) => html.includes(urls.product(p.slug)))!;
    await db().updateTable('products').set({ status: 'draft' }).where('id', '=', leaving.id).execute();
    await purges.catchUp();
    const after = await listing('date');
    expect(after).not.toContain(urls.product(leaving.slug));
    expect(cards(after)).toBe(cards(html)); // the next product moved up: the page's ids were read again
  });

  it('issue 10 target 2: the popularity order has no change number, so its pages are read every time', async () => {
    const rising = await onNoFirstPage('popularity');
    await db().updateTable('products').set({ total_sales: 1_000_000 }).where('id', '=', rising.id).execute();
    expect(await listing('popularity')).toContain(urls.product(rising.slug));
  });

  it('issue 10 target 2: without the page purges every listing reads its order again', async () => {
    purges.stop();
    const moving = await onNoFirstPage('rating');
    await db().updateTable('products').set({ average_rating: 5, rating_count: 1_000 }).where('id', '=', moving.id).execute();
    expect(await listing('rating')).toContain(urls.product(moving.slug));
  });
});
