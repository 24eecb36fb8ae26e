import { AsyncLocalStorage } from 'node:async_hooks';

/** What a kept page shows: a product's id, or the order a listing on it is sorted in (`order:price`). */
export type PageTag = number | `order:${string}`;

const shown = new AsyncLocalStorage<Set<PageTag>>();

/** Runs a page's render while noting what it shows, so a change to one of those purges the kept page. */
export async function noteShownProducts<T>(render: () => Promise<T>): Promise<{ result: T; tags: Set<PageTag> }> {
  const tags = new Set<PageTag>();
  const result = await shown.run(tags, render);
  return { result, tags };
}

/** A page being kept shows these products (cards, a product's own page); nothing outside such a render. */
export function showsProducts(ids: Iterable<number>): void {
  const tags = shown.getStore();
  if (tags) for (const id of ids) tags.add(id);
}

/** A page being kept lists products sorted in this order: a change of that order's columns purges it. */
export function showsListingOrder(order: string): void {
  shown.getStore()?.add(`order:${order}`);
}
