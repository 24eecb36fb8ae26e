export interface CategoryNode {
  id: number;
  parentId: number | null;
  slug: string;
  name: string;
  description: string;
  imageId: number | null;
}

/** The category and every category below it, however deep (a cycle in bad data cannot loop forever). */
export function withDescendants(rootId: number, categories: CategoryNode[]): number[] {
  const found = new Set([rootId]);
  let frontier = [rootId];
  while (frontier.length) {
    const next = categories.filter((c) => c.parentId !== null && frontier.includes(c.parentId) && !found.has(c.id)).map((c) => c.id);
    next.forEach((id) => found.add(id));
    frontier = next;
  }
  return [...found];
}

/** The chain from the top-level category down to this one's parent. */
export function ancestorsOf(category: CategoryNode, categories: CategoryNode[]): CategoryNode[] {
  const byId = new Map(categories.map((c) => [c.id, c]));
  const chain: CategoryNode[] = [];
  let parentId = category.parentId;
  while (parentId !== null && !chain.some((c) => c.id === parentId)) {
    const parent = byId.get(parentId);
    if (!parent) break;
    chain.unshift(parent);
    parentId = parent.parentId;
  }
  return chain;
}

export function childrenOf(parentId: number | null, categories: CategoryNode[]): CategoryNode[] {
  return categories.filter((c) => c.parentId === parentId);
}
