import { menuOpenDelayMs } from './editor-urls';

/**
 * Spec 2.11: the page-builder view opens the menu item named by `menu_id` after 1 s, so the editor sees the block
 * held in its dropdown: its top-level item's toggle is pressed as a shopper would.
 */
export function openMenuItemLater(menuId: string): void {
  if (!/^[1-9]\d{0,8}$/.test(menuId)) return;
  setTimeout(() => {
    const item = document.querySelector(`.header-nav li.menu-item-${menuId}`);
    const top = item?.closest<HTMLElement>('.header-nav > li.has-dropdown');
    const toggle = top?.querySelector<HTMLButtonElement>(':scope > .nav-dropdown-toggle');
    if (toggle?.getAttribute('aria-expanded') === 'false') toggle.click();
  }, menuOpenDelayMs);
}
