import type { ReactNode } from 'react';
import type { ShopContext } from '../../server/shop.server';
import { loadFormParts } from './form-parts.server';
import { QuickBuyForm } from './quick-buy-form.server';

/**
 * With `quick_buy_popup = inline`, the product page carries its popup as the hidden block `#popup_content_<id>`
 * (contract), which the 'Mua ngay' button shows without asking the server; otherwise nothing.
 */
export async function inlineQuickBuy(c: ShopContext, productId: number): Promise<ReactNode> {
  if ((await c.var.deps.settings()).quickBuy.popup !== 'inline') return null;
  const parts = await loadFormParts(c, productId);
  if (!parts || !parts.item.inStock) return null;
  return (
    <div id={`popup_content_${productId}`} className="quick-buy-inline" hidden>
      <QuickBuyForm {...parts} />
    </div>
  );
}
