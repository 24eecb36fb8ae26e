import type { ShopDeps } from '../../server/shop.server';
import { topCategories } from '../catalogue/index.server';
import { loadMenus } from './queries.server';
import type { MenuItem } from './menu-tree.server';
import { storeNoticeFrom, type StoreNotice } from './store-notice.server';

export type { MenuItem } from './menu-tree.server';

export interface ChromeData {
  mainMenu: MenuItem[];
  footerMenu: MenuItem[];
  searchCategories: { slug: string; name: string }[];
  hideHeaderOnScroll: boolean;
  storeNotice: StoreNotice | undefined;
}

const reloadAfterMs = 5000;
// Keyed by the shop's deps, so shops on different databases (tests) never share a menu.
type Menus = Omit<ChromeData, 'hideHeaderOnScroll' | 'storeNotice'>;
const cache = new WeakMap<ShopDeps, { at: number; value: Promise<Menus> }>();

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
  cache.set(deps, { at: Date.now(), value });
  value.catch(() => cache.delete(deps));
  return value;
}

/** What the chrome of every page shows: the menus and search categories; the header's mode and the notice from the settings. */
export async function loadChromeData(deps: ShopDeps): Promise<ChromeData> {
  const [menus, settings] = await Promise.all([cachedMenus(deps), deps.settings()]);
  return { ...menus, hideHeaderOnScroll: settings.chrome.headerHideOnScroll, storeNotice: storeNoticeFrom(settings.chrome.storeNotice, settings.chrome.storeNoticeId) };
}
