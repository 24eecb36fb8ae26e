import { forgetOnShopChanges } from '../../server/page-changes.server';
import type { ShopDeps } from '../../server/shop.server';
import { topCategories } from '../catalogue/index.server';
import { loadMenus } from './queries.server';
import type { MenuItem } from './menu-tree.server';
import { showsPageLoader } from './page-loader';
import { storeNoticeFrom, type StoreNotice } from './store-notice.server';

export type { MenuItem } from './menu-tree.server';

export interface ChromeData {
  mainMenu: MenuItem[];
  footerMenu: MenuItem[];
  searchCategories: { slug: string; name: string }[];
  hideHeaderOnScroll: boolean;
  storeNotice: StoreNotice | undefined;
  /** Whether this page shows the page loader (the `site_loader` setting). */
  pageLoader: boolean;
}

const reloadAfterMs = 5000;
// Keyed by the shop's deps, so shops on different databases (tests) never share a menu.
type Menus = Omit<ChromeData, 'hideHeaderOnScroll' | 'storeNotice' | 'pageLoader'>;
let cache = new WeakMap<ShopDeps, { at: number; value: Promise<Menus> }>();
// A menu or category write moves the page generation: the menus go with the kept pages (decision 048, part D).
forgetOnShopChanges(() => void (cache = new WeakMap()));

async function load(deps: ShopDeps): Promise<Menus> {
  const db = deps.database.db;
  const [menus, searchCategories] = await Promise.all([loadMenus(db), topCategories(db)]);
  return { mainMenu: menus.main ?? [], footerMenu: menus.footer ?? [], searchCategories };
}

/** Menus and search categories, reloaded at most every few seconds. */
function cachedMenus(deps: ShopDeps): Promise<Menus> {
  const cached = cache.get(deps);
  if (cached && Date.now() - cached.at < reloadAfterMs) return cached.value;
  const value = load(deps);
  const kept = cache;
  kept.set(deps, { at: Date.now(), value });
  value.catch(() => kept.delete(deps));
  return value;
}

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
