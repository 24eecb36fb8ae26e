import { describe, expect, it } from 'vitest';
import { backendUrl, blockIdOf, builderUrl, menuIdOf } from './editor-urls';

const element = (id: string, blockId: string | null = null) => ({ id, getAttribute: () => blockId });

describe('editor links (spec 2.11)', () => {
  it('spec 2.11: the page-builder link adds menu_id only for a block inside a menu; the backend link is the plain edit', () => {
    expect(builderUrl(12)).toBe('/wp-admin/post.php?post=12&action=edit&app=uxbuilder&type=editor');
    expect(builderUrl(12, 7)).toBe('/wp-admin/post.php?post=12&action=edit&app=uxbuilder&type=editor&menu_id=7');
    expect(backendUrl(12)).toBe('/wp-admin/post.php?post=12&action=edit');
  });

  it('spec 2.11: a block is named by data-block-id or its article id; its menu by the li.menu-item-<id> class', () => {
    expect(blockIdOf(element('post-34'))).toBe(34);
    expect(blockIdOf(element('x', '56'))).toBe(56);
    expect(blockIdOf(element('post-0'))).toBeUndefined();
    expect(blockIdOf(element('post-1', 'abc'))).toBeUndefined();
    expect(menuIdOf('menu-item menu-item-9 has-dropdown')).toBe(9);
    expect(menuIdOf('menu-item menu-item-has-children')).toBeUndefined();
    expect(menuIdOf(undefined)).toBeUndefined();
  });
});
