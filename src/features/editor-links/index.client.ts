import { builderApp } from './editor-urls';

// Editor links in the browser: loaded only for page editors (`flatsomeVars.user.can_edit_pages`), spec 2.11.
export function startEditorLinks(): void {
  const vars = (globalThis as { flatsomeVars?: { user?: { can_edit_pages?: string } } }).flatsomeVars;
  if (vars?.user?.can_edit_pages !== '1') return;
  void import('./editor-links.client').then((m) => m.addEditorLinks());
  const query = new URLSearchParams(location.search);
  const menuId = query.get('menu_id');
  if (query.get('app') === builderApp && menuId) void import('./builder-view.client').then((m) => m.openMenuItemLater(menuId));
}
