import { menuOpenDelayMs } from './editor-urls';

/** Presses the toggle of the top-level item whose dropdown holds `li.menu-item-<menuId>`, as a shopper would. */
function openMenuItem(menuId: string): void {
  const item = document.querySelector(`.header-nav li.menu-item-${menuId}`);
  const top = item?.closest<HTMLElement>('.header-nav > li.has-dropdown');
  const toggle = top?.querySelector<HTMLButtonElement>(':scope > .nav-dropdown-toggle');
  if (toggle?.getAttribute('aria-expanded') === 'false') toggle.click();
}

/**
 * Spec 2.11: the page-builder view opens the menu item named by `menu_id` after 1 s, so the editor sees the block
 * held in its dropdown. `open` is the step the delay leads to (the page's menu; a test's recorder).
 */
export function openMenuItemLater(menuId: string, open: (menuId: string) => void = openMenuItem): void {
  if (!/^[1-9]\d{0,8}$/.test(menuId)) return;
  setTimeout(() => open(menuId), menuOpenDelayMs);
}
