import type { Db } from '../../db/index.server';
import type { ShopSettings } from '../../settings/groups.server';
import { quantityLimits } from '../catalogue/index';
import { loadProductView, type ProductView } from '../product/index.server';
import type { ImageInfo } from '../media/index';

/** What the quick-buy form shows of a product: the product page's own view, and whether it can be ordered at all. */
export interface QuickBuyItem {
  id: number;
  name: string;
  url: string;
  image: ImageInfo | null;
  /** The simple product's price; for a variable one, its lowest, until a variation is chosen. */
  price: number | null;
  inStock: boolean;
  view: ProductView;
}

/** A variable product can be ordered when one of its variations can; above the variation threshold, its stock status says. */
function canBeOrdered(view: ProductView): boolean {
  const p = view.product;
  if (p.stockStatus === 'outofstock' || p.minPrice == null) return false;
  if (p.type === 'simple') return quantityLimits(p).max !== 0;
  return !view.variations || view.variations.some((v) => v.is_purchasable && v.is_in_stock && v.variation_is_visible);
}

export async function loadQuickBuyItem(db: Db, settings: ShopSettings, productId: number): Promise<QuickBuyItem | undefined> {
  const view = await loadProductView(db, settings, productId);
  if (!view) return undefined;
  const p = view.product;
  return { id: p.id, name: p.name, url: view.url, image: view.images[0] ?? null, price: p.minPrice, inStock: canBeOrdered(view), view };
}
