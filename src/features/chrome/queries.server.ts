import type { Db } from '../../db/index.server';
import { menuTree, type MenuItem } from './menu-tree.server';
import { withoutUnpublishedLinks } from './unpublished-links.server';

/** Every menu (main, footer, …) as a tree, keyed by menu name. */
export async function loadMenus(db: Db): Promise<Record<string, MenuItem[]>> {
  const rows = await db
    .selectFrom('menu_items')
    // A block shows only while published; otherwise the item is its plain link.
    .leftJoin('posts', (join) => join.onRef('posts.id', '=', 'menu_items.block_id').on('posts.status', '=', 'publish'))
    .select(['menu_items.id', 'menu', 'parent_id', 'label', 'url', 'mega', 'block_id', 'posts.content as block_content'])
    .orderBy('menu')
    .orderBy('position')
    .orderBy('menu_items.id')
    .execute();
  const byMenu: Record<string, typeof rows> = {};
  for (const row of await withoutUnpublishedLinks(db, rows)) (byMenu[row.menu] ??= []).push(row);
  return Object.fromEntries(Object.entries(byMenu).map(([menu, items]) => [menu, menuTree(items)]));
}
