import { rememberedShopWide } from '../../server/shop-wide-memo.server';
import type { ShopDeps } from '../../server/shop.server';
import { topCategories } from '../catalogue/index.server';
import { loadMenus } from './queries.server';
import type { MenuItem } from './menu-tree.server';
import { drawMenus, type MenuMarkup } from './menu-markup.server';
import { showsPageLoader } from './page-loader';
import { storeNoticeFrom, type StoreNotice } from './store-notice.server';

export type { MenuItem } from './menu-tree.server';

export interface ChromeData {
  mainMenu: MenuItem[];
  footerMenu: MenuItem[];
  /** The three menus drawn once per reading. */
  menuMarkup: MenuMarkup;
  searchCategories: { slug: string; name: string }[];
  hideHeaderOnScroll: boolean;
  storeNotice: StoreNotice | undefined;
  /** Whether this page shows the page loader (the `site_loader` setting). */
  pageLoader: boolean;
}

// Keyed by the shop's deps, so shops on different databases (tests) never share a menu. A menu or category write
// moves the page generation: the menus go with the kept pages (decision 048, part D).
type Menus = Omit<ChromeData, 'hideHeaderOnScroll' | 'storeNotice' | 'pageLoader'>;

/** Menus and search categories, reloaded at most every few seconds. */
const cachedMenus = rememberedShopWide(async (deps: ShopDeps): Promise<Menus> => {
  const db = deps.database.db;
  const [menus, searchCategories] = await Promise.all([loadMenus(db), topCategories(db)]);
  const [mainMenu, footerMenu] = [menus.main ?? [], menus.footer ?? []];
  return { mainMenu, footerMenu, menuMarkup: drawMenus(mainMenu, footerMenu), searchCategories };
});

/** What the chrome of the page at `path` shows: the menus and search categories; the header's mode, the notice and the loader from the settings. */
export async function loadChromeData(deps: ShopDeps, path: string): Promise<ChromeData> {
  const [menus, settings] = await Promise.all([cachedMenus(deps), deps.settings()]);
  const { chrome } = settings;
  return {
    ...menus,
    hideHeaderOnScroll: chrome.headerHideOnScroll,
    storeNotice: storeNoticeFrom(chrome.storeNotice, chrome.storeNoticeId),
    pageLoader: showsPageLoader(chrome.pageLoader, path),
  };
}
