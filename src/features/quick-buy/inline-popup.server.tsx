import type { ReactNode } from 'react';
import type { ShopContext } from '../../server/shop.server';
import type { ProductCardData } from '../catalogue/index';
import { loadFormParts } from './form-parts.server';
import { QuickBuyForm } from './quick-buy-form.server';

/**
 * With `quick_buy_popup = inline`, the product page carries its popup as the template `#popup_content_<id>`
 * (contract), which the 'Mua ngay' button shows without asking the server; otherwise nothing.
 */
export async function inlineQuickBuy(c: ShopContext, productId: number): Promise<ReactNode> {
  if ((await c.get('deps').settings()).quickBuy.popup !== 'inline') return null;
  const parts = await loadFormParts(c, productId);
  if (!parts || !parts.item.inStock) return null;
  return (
    // A template, not a hidden div: its islands stay unhydrated and its ids out of the page until the popup copies it.
    <template id={`popup_content_${productId}`} className="quick-buy-inline">
      <QuickBuyForm {...parts} />
    </template>
  );
}

/** A listing card's inline block; a card without its 'Mua ngay' button (out of stock) gets none. */
export function inlineQuickBuyOnCard(c: ShopContext, card: ProductCardData): Promise<ReactNode> {
  return card.inStock ? inlineQuickBuy(c, card.id) : Promise.resolve(null);
}
