import type { ReactNode } from 'react';
import type { ShopContext } from '../../server/shop.server';

/** A block another feature draws under the product page (quick buy's inline popup), given the product's id. */
export type ProductPageExtra = (c: ShopContext, productId: number) => Promise<ReactNode>;

// A set: a feature registered by several test apps in one process still draws its block once (as decision 037's hook).
const extras = new Set<ProductPageExtra>();

/** Lets another feature add to the product page without the product page importing it (no circle between features). */
export function alsoOnProductPage(extra: ProductPageExtra): void {
  extras.add(extra);
}

export function productPageExtras(c: ShopContext, productId: number): Promise<ReactNode[]> {
  return Promise.all([...extras].map((extra) => extra(c, productId)));
}
