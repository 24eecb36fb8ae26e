import { describe, expect, it } from 'vitest';
import { menuBlock } from '../../db/seed/demo/menu-block.server';
import { testDatabases } from '../../../tests/support/databases';
import { shopOverHttpForSuite } from '../../../tests/support/http-shop';
import { pageGlobal } from '../../../tests/support/page-globals';
import { openTestShop, signedInAs, type Browser } from '../account/account-test-support';
import { builderUrl, menuIdOf } from './editor-urls';

const canEditPages = (html: string) => pageGlobal<{ user: { can_edit_pages: string } }>(html, 'flatsomeVars')?.user.can_edit_pages;
// The menu item holding a block, as the browser's editor links read it: the closest li.menu-item's classes.
const heldBlock = (html: string) => /<li class="(menu-item menu-item-\d+ [^"]*nav-dropdown-block)"><div class="menu-block" data-block-id="(\d+)"/.exec(html);

describe.each(testDatabases.map((d) => [d.name, d] as const))('a content block inside the main menu on %s (spec 2.11)', (_name, kind) => {
  const suite = shopOverHttpForSuite(kind, { PAGE_CACHE_SECONDS: '60' });
  // Real HTTP, with the page cache on, so a visitor's stored page could leak to staff if it were shared.
  const get = (path: string, b?: Browser) =>
    fetch(suite.base() + path, { redirect: 'manual', headers: b ? { cookie: [...b.cookies].map(([n, v]) => `${n}=${v}`).join('; ') } : {} });
  const menuItemOfBlock = async () =>
    suite.shop().deps.database.db
      .selectFrom('menu_items')
      .innerJoin('posts', 'posts.id', 'menu_items.block_id')
      .select(['menu_items.id', 'block_id'])
      .where('posts.slug', '=', menuBlock.slug)
      .executeTakeFirstOrThrow();

  it('spec 2.11: the demo mega menu holds a block; staff get its builder link with the item as menu_id, visitors no editor links', async () => {
    const { id: menuId, block_id: blockId } = await menuItemOfBlock();
    const visitor = await (await get('/')).text();
    expect(heldBlock(visitor)?.slice(2)).toEqual([String(blockId)]);
    expect(visitor).toContain(menuBlock.label);
    expect(canEditPages(visitor)).toBe(''); // the editor links' script never starts
    expect((await get(builderUrl(blockId!, menuId))).headers.get('location')).toBe('/tai-khoan/');

    const { b: staff } = await signedInAs(suite.shop(), 'editor');
    const page = await get('/', staff);
    expect(page.headers.get('cache-control')).toBe('private, no-store');
    const html = await page.text();
    expect(canEditPages(html)).toBe('1');
    const [, classes, heldId] = heldBlock(html) ?? [];
    expect(builderUrl(Number(heldId), menuIdOf(classes))).toBe(`/wp-admin/post.php?post=${blockId}&action=edit&app=uxbuilder&type=editor&menu_id=${menuId}`);

    const builder = await get(builderUrl(blockId!, menuId), staff);
    expect([builder.status, builder.headers.get('location')]).toEqual([302, `/?app=uxbuilder&menu_id=${menuId}`]);
    expect(heldBlock(await (await get(`/?app=uxbuilder&menu_id=${menuId}`, staff)).text())?.[1]).toContain(`menu-item-${menuId} `);
  });

  it('spec 2.11: a block has no address of its own', async () => {
    const sitemap = await (await get('/sitemap.xml')).text();
    expect(sitemap).toContain('gioi-thieu');
    expect(sitemap).not.toContain(menuBlock.slug);
  });

  it('spec 2.11: a write to a block purges every kept page; an unpublished block leaves its menu item a plain link', async () => {
    const other = await openTestShop(kind); // a shop of its own, whose menus no page has loaded yet
    try {
      const db = other.deps.database.db;
      const generation = async () => (await db.selectFrom('page_generation').select('generation').executeTakeFirstOrThrow()).generation;
      const before = await generation();
      await db.updateTable('posts').set({ status: 'draft' }).where('slug', '=', menuBlock.slug).execute();
      expect(await generation()).toBe(before + 1);
      await db.updateTable('posts').set({ title: 'Trang' }).where('slug', '=', 'gioi-thieu').execute();
      expect(await generation()).toBe(before + 2); // a published page's write purges too (migration 042): its kept page must not outlive it
      const html = await (await other.app.request('/')).text();
      expect(heldBlock(html)).toBeNull();
      expect(html).toContain(`<a href="/cua-hang/">${menuBlock.label}</a>`);
    } finally {
      await other.close();
    }
  });
});
