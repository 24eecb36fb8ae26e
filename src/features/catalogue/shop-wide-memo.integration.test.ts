import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases, type TestDatabase } from '../../../tests/support/databases';
import { openTestShop, type TestShop } from '../../../tests/support/shop';
import { followPageChanges } from '../../app/page-purges.server';
import { demoFacts } from '../../db/seed/demo-facts.server';
import { urls } from '../../lib/urls';
import { pageChangesMade } from '../../server/page-changes.server';

// Decision 048, part D: the category tree and the menus are kept in memory, and go when the shop changes.
describe.each(testDatabases.map((d) => [d.name, d] as [string, TestDatabase]))('shop-wide memories on %s', (_name, kind) => {
  let shop: TestShop;
  const db = () => shop.deps.database.db;
  const page = async (path: string) => (await shop.app.request(path)).text();
  const dresses = urls.category(demoFacts.categorySlugs.dresses);
  const rename = (name: string) => db().updateTable('categories').set({ name }).where('slug', '=', demoFacts.categorySlugs.dresses).execute();

  beforeAll(async () => void (shop = await openTestShop(kind)));
  afterAll(() => shop?.close());

  it('issue 10 target 2: a category or menu write another program makes is on the next page once the page purges see it', async () => {
    // As the server follows the change log, without the 1-second poll so the test says when it looks.
    const purges = followPageChanges(db(), shop.pages, 3_600_000);
    await purges.catchUp();
    expect(await page(dresses)).not.toContain('Đầm dạ hội mới');
    await rename('Đầm dạ hội mới');
    expect(await page(dresses)).not.toContain('Đầm dạ hội mới'); // kept: the page asked no statement for it
    await purges.catchUp();
    expect(await page(dresses)).toContain('Đầm dạ hội mới');
    const product = await page(urls.product(demoFacts.simpleProductSlug));
    expect(product).not.toContain('Khuyến mãi tháng 12');
    await db().insertInto('menu_items').values({ menu: 'main', parent_id: null, label: 'Khuyến mãi tháng 12', url: '/khuyen-mai/', position: 99, mega: 0 }).execute();
    await purges.catchUp();
    expect(await page(urls.product(demoFacts.simpleProductSlug))).toContain('Khuyến mãi tháng 12');
    purges.stop();
  });

  it('issue 10 target 2: a change the shop announces (pageChangesMade) is on the next page, without the page purges', async () => {
    expect(await page(dresses)).not.toContain('Váy tiệc cuối năm');
    await rename('Váy tiệc cuối năm');
    await pageChangesMade();
    expect(await page(dresses)).toContain('Váy tiệc cuối năm');
  });

  it("issue 10 target 2: a product's edit is on the next page that shows it, its own and a related product's card", async () => {
    const related = (html: string) => html.split('<section class="related products">')[1] ?? '';
    const other = await page(urls.product(demoFacts.simpleProductSlug));
    const slug = /href="\/san-pham\/([^/"]+)\/"/.exec(related(other))?.[1];
    expect(slug).toBeTruthy();
    await db().updateTable('products').set({ name: 'Tên mới của sản phẩm' }).where('slug', '=', slug!).execute();
    expect(related(await page(urls.product(demoFacts.simpleProductSlug)))).toContain('Tên mới của sản phẩm');
    expect(await page(urls.product(slug!))).toContain('Tên mới của sản phẩm');
  });
});
