import type { Transaction } from 'kysely';
import { urls } from '../../lib/urls';
import type { Schema } from '../schema';
import { insertReturningIds, insertRows } from './batch.server';
import { daysAgo } from './clock.server';
import { categoryTree } from './demo/categories.server';
import { menuBlock } from './demo/menu-block.server';
import { shopPages } from './demo/posts.server';

type Trx = Transaction<Schema>;
interface Item {
  label: string;
  url: string;
  mega?: boolean;
  /** A content block shown in place of the link. */
  blockId?: number;
  children?: Item[];
}

const pageItem = (slug: string): Item => ({ label: shopPages.find((p) => p.slug === slug)?.title ?? slug, url: urls.page(slug) });

function mainMenu(blockId: number): Item[] {
  return [
    { label: 'Trang chủ', url: urls.home() },
    {
      label: 'Sản phẩm',
      url: urls.shop(),
      mega: true,
      children: categoryTree.map((top): Item => ({
        label: top.name,
        url: urls.category(top.slug),
        children: top.children?.map((child) => ({ label: child.name, url: urls.category(child.slug) })),
      })).concat({ label: menuBlock.label, url: urls.shop(), blockId }),
    },
    {
      label: 'Về chúng tôi',
      url: urls.page('gioi-thieu'),
      children: [pageItem('gioi-thieu'), { label: 'Câu chuyện', url: urls.page('cau-chuyen') }, { label: 'Tin tức', url: urls.blog() }, pageItem('dieu-khoan-va-dieu-kien')],
    },
    { label: 'Tin tức', url: urls.blog() },
    pageItem('lien-he'),
  ];
}

const footerMenu = (): Item[] => [...shopPages.map((p) => pageItem(p.slug)), { label: 'Tin tức', url: urls.blog() }];

// One level at a time, so each child row knows its parent's id.
async function insertLevel(trx: Trx, menu: string, items: { item: Item; parentId: number | null; position: number }[]): Promise<void> {
  if (items.length === 0) return;
  const rows = items.map(({ item, parentId, position }) => ({ menu, parent_id: parentId, label: item.label, url: item.url, position, mega: item.mega ? 1 : 0, block_id: item.blockId ?? null }));
  const withChildren = items.filter(({ item }) => item.children?.length);
  if (withChildren.length === 0) return insertRows(trx, 'menu_items', rows);
  const ids = await insertReturningIds(trx, 'menu_items', rows);
  const next = items.flatMap(({ item }, i) => (item.children ?? []).map((child, position) => ({ item: child, parentId: ids[i] as number, position })));
  await insertLevel(trx, menu, next);
}

/** The main menu (a mega menu of categories ending in a content block, a dropdown of pages) and the footer menu. */
export async function seedMenus(trx: Trx): Promise<void> {
  const [blockId] = await insertReturningIds(trx, 'posts', [{ type: 'block', slug: menuBlock.slug, title: menuBlock.title, content: menuBlock.content, image_id: null, created_at: daysAgo(400) }]);
  await insertLevel(trx, 'main', mainMenu(blockId as number).map((item, position) => ({ item, parentId: null, position })));
  await insertLevel(trx, 'footer', footerMenu().map((item, position) => ({ item, parentId: null, position })));
}
