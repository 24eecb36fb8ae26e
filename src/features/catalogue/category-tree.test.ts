import { describe, expect, it } from 'vitest';
import { ancestorsOf, childrenOf, withDescendants, type CategoryNode } from './category-tree';

const node = (id: number, parentId: number | null): CategoryNode => ({ id, parentId, slug: `c${id}`, name: `C${id}`, description: '', imageId: null });
const tree = [node(1, null), node(2, 1), node(3, 2), node(4, 1), node(5, null), node(6, 5)];

describe('spec 2.2: category listings', () => {
  it('spec 2.2: a category lists its descendants at every depth', () => {
    expect(withDescendants(1, tree).sort()).toEqual([1, 2, 3, 4]);
    expect(withDescendants(3, tree)).toEqual([3]);
  });
  it('spec 2.2: a cycle in the data does not loop forever', () => {
    const cyclic = [node(1, 2), node(2, 1)];
    expect(withDescendants(1, cyclic).sort()).toEqual([1, 2]);
    expect(ancestorsOf(cyclic[0]!, cyclic).map((c) => c.id)).toEqual([1, 2]);
  });
  it('spec 2.2: breadcrumbs follow the ancestors from the top', () => {
    expect(ancestorsOf(tree[2]!, tree).map((c) => c.id)).toEqual([1, 2]);
    expect(ancestorsOf(tree[0]!, tree)).toEqual([]);
  });
  it('spec 2.2: subcategory links are the direct children', () => {
    expect(childrenOf(1, tree).map((c) => c.id)).toEqual([2, 4]);
    expect(childrenOf(null, tree).map((c) => c.id)).toEqual([1, 5]);
  });
});
