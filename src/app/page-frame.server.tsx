import { AccountLink, currentStaffId, currentUserId } from '../features/account/index.server';
import { comingSoonBanner } from '../features/coming-soon/index.server';
import { restApiSettings } from '../server/rest/api-settings.server';
import { CartPopup, HeaderCart, pageCart } from '../features/cart/index.server';
import { hideDismissedNoticeScript, Layout, loadChromeData } from '../features/chrome/index.server';
import { contactPopups } from '../features/contact-forms/index.server';
import { HeaderWishlist, headerWishlistCount, wishlistScriptSettings } from '../features/wishlist/index.server';
import { urls } from '../lib/urls';
import { takeNotices } from '../server/notices.server';
import { sessionFound } from '../server/session.server';
import type { PageFrame, ShopContext } from '../server/shop.server';

const productPath = new RegExp(`^${urls.product('[^/]+')}$`);

/**
 * The site chrome around every page, with the header's widgets: the cart (and its off-canvas popup) and the account
 * link; at the end the floating contact widget and, on product pages, the enquiry popup.
 */
export async function pageFrame(c: ShopContext): Promise<PageFrame> {
  const productPage = productPath.test(c.req.path);
  const [chrome, cart, notices, userId, popups, wishlistSettings, wishlistCount, staffId, banner] = await Promise.all([
    loadChromeData(c.get('deps'), c.req.path),
    pageCart(c),
    takeNotices(c),
    currentUserId(c),
    contactPopups(c, productPage),
    wishlistScriptSettings(c),
    headerWishlistCount(c),
    currentStaffId(c),
    comingSoonBanner(c),
  ]);
  // A frame drawn for a session carries its cart, notices and nonces: no shared cache keeps it, the browser asks again.
  if (await sessionFound(c)) c.header('Cache-Control', 'private, no-cache');
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
    // Staff pages also carry the REST root and nonce the browser REST helper reads (spec 7.7).
    settings: staffId === null ? wishlistSettings : { ...wishlistSettings, ...(await restApiSettings(c)) },
    staff: staffId !== null,
    body: (content) => (
      <Layout
        chrome={chrome}
        notices={notices}
        headerIcons={headerIcons}
        pageEnd={
          <>
            <CartPopup cart={cart} />
            {popups}
            {banner}
          </>
        }
      >
        {content}
      </Layout>
    ),
  };
}
