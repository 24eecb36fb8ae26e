// Spec 2.11: the editor links' addresses, in the ecosystem's shape, shared by the server views and the browser links.
export const editorPath = '/wp-admin/post.php';
export const builderApp = 'uxbuilder';
/** Spec 2.11: the page-builder view opens the menu item named by `menu_id` after this long. */
export const menuOpenDelayMs = 1000;

/** The page-builder link; `menuId` for a block inside a menu. */
export function builderUrl(postId: number, menuId?: number): string {
  return `${editorPath}?post=${postId}&action=edit&app=${builderApp}&type=editor${menuId ? `&menu_id=${menuId}` : ''}`;
}

/** The backend-editor link. */
export const backendUrl = (postId: number) => `${editorPath}?post=${postId}&action=edit`;

/** The id a content block's element names: `article#post-12` or `[data-block-id="12"]`. */
export function blockIdOf(element: { id: string; getAttribute(name: string): string | null }): number | undefined {
  const raw = element.getAttribute('data-block-id') ?? /^post-(\d+)$/.exec(element.id)?.[1];
  return raw && /^[1-9]\d{0,8}$/.test(raw) ? Number(raw) : undefined;
}

/** The menu item a block sits in, from its `li.menu-item-<id>` class list. */
export function menuIdOf(classList: string | undefined): number | undefined {
  const raw = /(?:^|\s)menu-item-(\d+)(?:\s|$)/.exec(classList ?? '')?.[1];
  return raw ? Number(raw) : undefined;
}
