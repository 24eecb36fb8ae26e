import { startContentBlocks } from './content-blocks.client';
import { startFormBehaviours } from './form-behaviours.client';
import { startLinkPrefetch } from './link-prefetch.client';
import type { Menus } from './menu-behaviour.client';
import { startPanelOpeners } from './panel-openers.client';
import { startPrintWarning } from './print-warning.client';
import { startBackToTop, startStickyHeader } from './scroll-behaviours.client';
import { startSidebarMenus } from './sidebar-menu.client';
import { startStoreNoticeDismissal } from './store-notice-behaviour';

/** Site-wide behaviours of the chrome: off-canvas openers, menus, sticky header, back-to-top, the store notice, forms, link prefetch, the print warning, content blocks. */
export function startChromeBehaviours(): void {
  startContentBlocks();
  startPanelOpeners();
  startSidebarMenus();
  startBackToTop();
  startStoreNoticeDismissal();
  startFormBehaviours();
  startLinkPrefetch();
  startPrintWarning();
  const header = document.getElementById('header');
  const nav = header?.querySelector<HTMLElement>('.header-nav-main');
  let menus: Menus | undefined;
  if (nav) whenMainMenuShows(() => import('./menu-behaviour.client').then((m) => (menus = m.startMenus(nav))));
  // Spec 4.8: open dropdowns close when the header becomes sticky.
  if (header) startStickyHeader(header, () => menus?.closeAll());
}

// The main menu row shows from 850 px (chrome.css); below it the off-canvas menu stands in, so phones never
// load the dropdown code, and a screen that grows past it loads it then (decision 006).
const mainMenuShows = '(min-width: 850px)';

function whenMainMenuShows(start: () => void): void {
  const query = matchMedia(mainMenuShows);
  if (query.matches) return start();
  query.addEventListener('change', start, { once: true });
}
