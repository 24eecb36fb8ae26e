import * as vi from '../../lib/messages/index';
import { backendUrl, blockIdOf, builderUrl, menuIdOf } from './editor-urls';

function link(href: string, text: string, kind: string): HTMLAnchorElement {
  const a = document.createElement('a');
  a.href = href;
  a.className = `block-edit-link block-edit-${kind}`;
  a.textContent = text;
  return a;
}

/**
 * Spec 2.11: for page editors, every content block (a page's or post's article, or a `[data-block-id]` element)
 * gets a page-builder and a backend-editor link; a block inside a menu adds its menu item as `menu_id`.
 */
export function addEditorLinks(root: ParentNode = document): void {
  for (const block of root.querySelectorAll<HTMLElement>('article[id^="post-"], [data-block-id]')) {
    const postId = blockIdOf(block);
    if (postId === undefined || block.querySelector(':scope > .block-edit-links')) continue;
    const menuId = menuIdOf(block.closest('li.menu-item')?.className);
    const links = document.createElement('div');
    links.className = 'block-edit-links';
    links.append(link(builderUrl(postId, menuId), vi.rest.editWithBuilder, 'builder'), link(backendUrl(postId), vi.rest.editInBackend, 'backend'));
    block.prepend(links);
  }
}
