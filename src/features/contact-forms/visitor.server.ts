import { clientAddress } from '../../server/client-address.server';
import { findPage } from '../content/index.server';
import * as vi from '../../lib/messages/index';
import { urls } from '../../lib/urls';
import { siteOrigin } from '../../server/request.server';
import type { ShopContext } from '../../server/shop.server';
import type { Visitor } from './feedback.server';

/** The page a form was sent from: the Referer, when it is one of ours (a page's `[_post_*]` tags read it). */
async function pageOf(c: ShopContext, origin: string): Promise<Pick<Visitor, 'pageUrl' | 'post'>> {
  const referer = URL.parse(c.req.header('referer') ?? '');
  if (!referer || referer.origin !== new URL(c.req.url).origin) return { pageUrl: '', post: null };
  const pageUrl = origin + referer.pathname;
  const slug = /^\/([a-z0-9-]{1,200})\/$/.exec(referer.pathname)?.[1];
  const page = slug ? await findPage(c.get('deps').database.db, slug) : undefined;
  return { pageUrl, post: page ? { id: page.id, name: page.slug, title: page.title, url: origin + urls.page(page.slug) } : null };
}

/** Who is submitting: the address (for the rate limit and `[_remote_ip]`), the browser and the page. */
export async function visitorOf(c: ShopContext): Promise<Visitor> {
  const origin = siteOrigin(c);
  const settings = await c.get('deps').settings();
  return {
    remoteIp: clientAddress(c),
    userAgent: (c.req.header('user-agent') ?? '').slice(0, 500),
    ...(await pageOf(c, origin)),
    site: { title: vi.common.siteName, description: '', url: origin, adminEmail: settings.mail.shopEmail },
  };
}
