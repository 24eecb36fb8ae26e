import type { Db } from '../../db/index.server';
import { menuTree, type MenuItem } from './menu-tree.server';

/** Every menu (main, footer, …) as a tree, keyed by menu name. */
export async function loadMenus(db: Db): Promise<Record<string, MenuItem[]>> {
  const rows = await db
    .selectFrom('menu_items')
    .select(['id', 'menu', 'parent_id', 'label', 'url', 'mega'])
    .orderBy('menu')
    .orderBy('position')
    .orderBy('id')
    .execute();
  const byMenu: Record<string, typeof rows> = {};
  for (const row of rows) (byMenu[row.menu] ??= []).push(row);
  return Object.fromEntries(Object.entries(byMenu).map(([menu, items]) => [menu, menuTree(items)]));
}
