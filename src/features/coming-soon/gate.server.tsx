import type { MiddlewareHandler } from 'hono';
import type { ReactNode } from 'react';
import * as vi from '../../lib/messages/index';
import { cms, shop, wishlist } from '../../lib/contract-names';
import { accountUrls } from '../account/index';
import { currentStaffId } from '../account/index.server';
import { imageUrl } from '../media/index';
import { newsletterUrls } from '../newsletter/index';
import { takeNotices } from '../../server/notices.server';
import { renderPage } from '../../server/render.server';
import { requestInput } from '../../server/request.server';
import type { AppEnv, PageFrame, ShopContext } from '../../server/shop.server';
import { Notices } from '../../ui/notices.server';
import { comingSoonCrawlerFile } from './crawler-files.server';
import { notOpenYet, refusedAdminAjax, refusedRest, refusedShopAjax } from './refused-calls.server';

const imagesFolder = imageUrl(1, 100).replace(/[^/]+$/, '');
// The links that put something in a cart or wishlist without scripting, on whatever page they are asked of.
const cartLinkKeys = ['add-to-cart', 'add_to_cart_from_wishlist', wishlist.addQueryKey];
// Pages that stay open, drawn without the shop's menus: the account (so staff can log in) and the newsletter's
// confirm and unsubscribe links, which mails sent before the mode came on point to (a subscriber may always leave).
const openPages = [accountUrls.myAccount(), newsletterUrls.confirm(), newsletterUrls.unsubscribe()];

// The page stands alone: the shop's menus and links would only lead to more of it. The account keeps its notices.
const standAlone = (notices: ReactNode): PageFrame => ({
  headScript: '',
  body: (content) => <main id="main" className="site-main coming-soon">{notices}{content}</main>,
});
const openPageFrame = async (c: ShopContext) => standAlone(<div className="container"><Notices notices={await takeNotices(c)} /></div>);

/**
 * Coming-soon mode (spec 4.1, decision 042), in front of every router: while `woocommerce_coming_soon` is on, staff
 * see the shop; everyone else gets the coming-soon page, refusals of the shop's calls in their own failure shapes,
 * and crawler files that list nothing. The account and newsletter-link pages and contact forms stay open.
 */
export const comingSoonGate: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!(await c.get('deps').settings()).comingSoon.enabled) return next();
  if ((await currentStaffId(c)) !== null) return staffPass(c, next);
  // Images are numbered: open, they would show the closed catalogue one id after another (decision 097).
  if (c.req.path.startsWith(imagesFolder)) return c.body(null, notOpenYet, { 'Cache-Control': 'no-store' });
  const refusal = await refusedCall(c);
  if (refusal !== 'page') return refusal ? refusal(c) : next();
  const crawlerFile = comingSoonCrawlerFile(c);
  if (crawlerFile) return crawlerFile;
  if (openPages.some((path) => c.req.path.startsWith(path))) {
    if (await carriesCartLink(c)) return comingSoonPage(c, true);
    c.set('pageFrame', openPageFrame);
    return next();
  }
  return comingSoonPage(c, (c.req.method !== 'GET' && c.req.method !== 'HEAD') || (await carriesCartLink(c)));
};

// Staff's images of the closed shop are theirs alone: no shared cache keeps one to give a visitor (decision 097).
async function staffPass(c: ShopContext, next: () => Promise<void>): Promise<void> {
  await next();
  if (c.req.path.startsWith(imagesFolder) && c.res.ok) c.res.headers.set('Cache-Control', 'private, no-store');
}

// A call's refusal, undefined for a call that stays open, 'page' for a request that is no call.
async function refusedCall(c: ShopContext) {
  const endpoint = c.req.query(shop.ajaxQueryKey);
  if (endpoint !== undefined) return refusedShopAjax(endpoint);
  if (c.req.path === cms.ajaxPath) return refusedAdminAjax((await requestInput(c)).get('action'));
  if (c.req.path.startsWith(cms.restPrefix + '/')) return refusedRest(c.req.path);
  return 'page';
}

async function carriesCartLink(c: ShopContext): Promise<boolean> {
  if (c.req.method === 'GET' && !c.req.url.includes('?')) return false;
  const input = await requestInput(c);
  return cartLinkKeys.some((key) => input.has(key));
}

// A page asked for is shown (200, decision 042); an action asked of a page (a post, a cart link) is refused.
async function comingSoonPage(c: ShopContext, refused: boolean): Promise<Response> {
  c.set('pageFrame', async () => standAlone(null));
  const page = await renderPage(c, { title: vi.rest.comingSoonTitle, noindex: true, bodyClass: 'coming-soon-page' }, <ComingSoon />);
  const headers = new Headers(page.headers);
  headers.set('Cache-Control', 'no-store');
  return new Response(page.body, { status: refused ? notOpenYet : 200, headers });
}

function ComingSoon() {
  return (
    <section className="coming-soon-content container">
      <h1>{vi.rest.comingSoonTitle}</h1>
      <p>{vi.rest.comingSoonText}</p>
    </section>
  );
}
