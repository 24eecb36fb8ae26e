import { AccountLink, currentUserId } from '../features/account/index.server';
import { CartPopup, HeaderCart, pageCart } from '../features/cart/index.server';
import { hideDismissedNoticeScript, Layout, loadChromeData } from '../features/chrome/index.server';
import { HeaderWishlist, headerWishlistCount, wishlistScriptSettings } from '../features/wishlist/index.server';
import { takeNotices } from '../server/notices.server';
import type { PageFrame, ShopContext } from '../server/shop.server';

/** The site chrome around every page, with the header's widgets: the cart (and its off-canvas popup) and the account link. */
export async function pageFrame(c: ShopContext): Promise<PageFrame> {
  const [chrome, cart, notices, userId, wishlistSettings, wishlistCount] = await Promise.all([
    loadChromeData(c.var.deps),
    pageCart(c),
    takeNotices(c),
    currentUserId(c),
    wishlistScriptSettings(c),
    headerWishlistCount(c),
  ]);
  const headerIcons = (
    <HeaderCart cart={cart}>
      <HeaderWishlist count={wishlistCount} />
      <li className="account-item">
        <AccountLink loggedIn={userId !== null} />
      </li>
    </HeaderCart>
  );
  return {
    headScript: hideDismissedNoticeScript(chrome.storeNotice),
    // The wishlist's settings carry session-bound nonces, so they are drawn with the frame, per request.
    settings: wishlistSettings,
    body: (content) => (
      <Layout chrome={chrome} notices={notices} headerIcons={headerIcons} pageEnd={<CartPopup cart={cart} />}>
        {content}
      </Layout>
    ),
  };
}
