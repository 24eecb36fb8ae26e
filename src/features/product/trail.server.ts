import * as vi from '../../lib/messages/index';
import { urls } from '../../lib/urls';
import type { Crumb } from '../../ui/breadcrumbs.server';
import type { CategoryLink } from './view.server';

/**
 * Home, then the chain down to the product's deepest category, then the product. A product filed in a
 * subcategory is also in its parent; the deepest is the one no other of its categories lies under.
 */
export function productTrail(name: string, own: CategoryLink[], all: CategoryLink[]): Crumb[] {
  const byId = new Map(all.map((c) => [c.id, c]));
  const chainOf = (c: CategoryLink): CategoryLink[] => {
    const chain = [c];
    for (let parent = byId.get(c.parentId ?? -1); parent && !chain.includes(parent); parent = byId.get(parent.parentId ?? -1)) chain.unshift(parent);
    return chain;
  };
  const deepest = own.map(chainOf).sort((a, b) => b.length - a.length)[0] ?? [];
  return [{ name: vi.common.home, path: urls.home() }, ...deepest.map((c) => ({ name: c.name, path: urls.category(c.slug) })), { name }];
}
