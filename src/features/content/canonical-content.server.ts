import type { Hono } from 'hono';
import { parsePageNumber } from '../../lib/request-numbers';
import { urls } from '../../lib/urls';
import { requestUrl } from '../../server/request-url.server';
import type { AppEnv, ShopContext } from '../../server/shop.server';
import { canonicalPageUrl } from '../listings/index.server';
import { blogPagePath } from './blog-paths.server';
import { findPage } from './service.server';
import { findPublished } from './queries.server';

/**
 * Where the blog's page asked as `page/<page>/` (undefined: the blog itself) belongs when not asked as its links spell
 * it: `page/1/` and `page/02/` as `/tin-tuc/` and `page/2/`, `paged=N` as `page/N/`, without the page cache's
 * parameters the blog does not read (`s`, `orderby`, …). Undefined when asked so (decision 090).
 */
export function canonicalBlogUrl(c: ShopContext, page: number | undefined): string | undefined {
  const url = requestUrl(c);
  const paged = url.searchParams.getAll('paged');
  const asked = page ?? (paged.length === 1 ? (parsePageNumber(paged[0]) ?? 1) : 1);
  return canonicalPageUrl(blogPagePath(asked), url);
}

/** Where a page or post at `path` belongs when asked with escapes for letters or the page cache's parameters. */
export const canonicalContentUrl = (c: ShopContext, path: string) => canonicalPageUrl(path, requestUrl(c));

const slug = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * The blog, its pages, posts and content pages asked without their closing slash: 301 to them when they exist
 * (as listings and product pages do), else on to the 404 page.
 */
export function registerSlashlessContent(pages: Hono<AppEnv>): void {
  const withSlash = (c: ShopContext, path: string) => c.redirect(path + new URL(c.req.url).search, 301);
  pages.get(urls.blog().slice(0, -1), (c) => withSlash(c, urls.blog()));
  pages.get(`${urls.blog()}page/:page`, (c, next) => {
    const page = parsePageNumber(c.req.param('page'));
    return page === undefined ? next() : withSlash(c, blogPagePath(page));
  });
  pages.get(`${urls.blog()}:slug`, async (c, next) => {
    const s = c.req.param('slug') ?? '';
    const found = s.length <= 200 && slug.test(s) && (await findPublished(c.get('deps').database.db, 'post', s));
    return found ? withSlash(c, urls.post(found.slug)) : next();
  });
  pages.get('/:slug', async (c, next) => {
    const s = c.req.param('slug') ?? '';
    const found = s.length <= 200 && slug.test(s) && (await findPage(c.get('deps').database.db, s));
    return found ? withSlash(c, urls.page(found.slug)) : next();
  });
}
