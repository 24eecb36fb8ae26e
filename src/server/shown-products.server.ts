import { AsyncLocalStorage } from 'node:async_hooks';

const shown = new AsyncLocalStorage<Set<number>>();

/** Runs a page's render while noting every product it shows, so a change to one of them purges the kept page. */
export async function noteShownProducts<T>(render: () => Promise<T>): Promise<{ result: T; products: Set<number> }> {
  const products = new Set<number>();
  const result = await shown.run(products, render);
  return { result, products };
}

/** A page being kept shows these products (cards, a product's own page); nothing outside such a render. */
export function showsProducts(ids: Iterable<number>): void {
  const products = shown.getStore();
  if (products) for (const id of ids) products.add(id);
}
