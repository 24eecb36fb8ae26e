import * as vi from '../lib/messages/index';
import { urls } from '../lib/urls';

/**
 * The 'Mua ngay' button (contract: `.devvn_buy_now[data-id]`): a link to the quick-buy page, which the page's
 * script turns into the popup on first press.
 */
export function BuyNowLink({ productId, productName }: { productId: number; productName: string }) {
  return (
    <a href={urls.quickBuy(productId)} className="button devvn_buy_now" data-id={productId} rel="nofollow" aria-label={vi.quickBuy.buyNowOf(productName)}>
      {vi.quickBuy.buyNow}
    </a>
  );
}
