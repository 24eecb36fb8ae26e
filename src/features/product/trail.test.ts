import { describe, expect, it } from 'vitest';
import { productTrail } from './trail.server';

const women = { id: 1, parentId: null, slug: 'thoi-trang-nu', name: 'Thời trang nữ' };
const dresses = { id: 2, parentId: 1, slug: 'dam', name: 'Đầm' };
const bags = { id: 3, parentId: null, slug: 'tui-xach', name: 'Túi xách' };

describe('product breadcrumbs', () => {
  it('follow the deepest category up to the top', () => {
    const trail = productTrail('Đầm maxi', [women, dresses], [women, dresses, bags]);
    expect(trail.map((c) => c.name)).toEqual(['Trang chủ', 'Thời trang nữ', 'Đầm', 'Đầm maxi']);
    expect(trail[2]!.path).toBe('/danh-muc-san-pham/dam/');
    expect(trail[3]!.path).toBeUndefined();
  });
  it('survive a category cycle and a product without categories', () => {
    const a = { id: 7, parentId: 8, slug: 'a', name: 'A' };
    const b = { id: 8, parentId: 7, slug: 'b', name: 'B' };
    expect(productTrail('X', [a], [a, b]).map((c) => c.name)).toEqual(['Trang chủ', 'B', 'A', 'X']);
    expect(productTrail('X', [], []).map((c) => c.name)).toEqual(['Trang chủ', 'X']);
  });
});
