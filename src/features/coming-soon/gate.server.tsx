import type { MiddlewareHandler } from 'hono';
import * as vi from '../../lib/messages/index';
import { accountUrls } from '../account/index';
import { currentStaffId } from '../account/index.server';
import { renderPage } from '../../server/render.server';
import type { AppEnv, PageFrame } from '../../server/shop.server';

// The page stands alone: the shop's menus and links would only lead to more of it.
const bareFrame: PageFrame = {
  headScript: '',
  body: (content) => <main id="main" className="site-main coming-soon">{content}</main>,
};

/**
 * Coming-soon mode (spec 4.1, decision 042): while `woocommerce_coming_soon` is on, every page a visitor asks shows
 * the coming-soon page, never kept by the page cache; staff see the shop. The account pages stay open so staff
 * can log in.
 */
export const comingSoonGate: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!(await c.get('deps').settings()).comingSoon.enabled || c.req.path.startsWith(accountUrls.myAccount())) return next();
  if ((await currentStaffId(c)) !== null) return next();
  c.set('pageFrame', async () => bareFrame);
  const page = await renderPage(c, { title: vi.rest.comingSoonTitle, noindex: true, bodyClass: 'coming-soon-page' }, <ComingSoon />);
  page.headers.set('Cache-Control', 'no-store');
  return page;
};

function ComingSoon() {
  return (
    <section className="coming-soon-content container">
      <h1>{vi.rest.comingSoonTitle}</h1>
      <p>{vi.rest.comingSoonText}</p>
    </section>
  );
}
