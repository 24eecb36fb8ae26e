import { AccountLink, currentUserId } from '../features/account/index.server';
import { CartPopup, HeaderCart, pageCart } from '../features/cart/index.server';
import { hideDismissedNoticeScript, Layout, loadChromeData } from '../features/chrome/index.server';
import { contactPopups } from '../features/contact-forms/index.server';
import { urls } from '../lib/urls';
import { takeNotices } from '../server/notices.server';
import type { PageFrame, ShopContext } from '../server/shop.server';

/**
 * The site chrome around every page, with the header's widgets: the cart (and its off-canvas popup) and the account
 * link; at the end the floating contact widget and, on product pages, the enquiry popup.
 */
export async function pageFrame(c: ShopContext): Promise<PageFrame> {
  const productPage = new RegExp(`^${urls.product('[^/]+')}$`).test(c.req.path);
  const [chrome, cart, notices, userId, popups] = await Promise.all([loadChromeData(c.var.deps), pageCart(c), takeNotices(c), currentUserId(c), contactPopups(c, productPage)]);
  const headerIcons = (
    <HeaderCart cart={cart}>
      <li className="account-item">
        <AccountLink loggedIn={userId !== null} />
      </li>
    </HeaderCart>
  );
  return {
    headScript: hideDismissedNoticeScript(chrome.storeNotice),
    body: (content) => (
      <Layout
        chrome={chrome}
        notices={notices}
        headerIcons={headerIcons}
        pageEnd={
          <>
            <CartPopup cart={cart} />
            {popups}
          </>
        }
      >
        {content}
      </Layout>
    ),
  };
}
