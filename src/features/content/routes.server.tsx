import type { Hono, Next } from 'hono';
import type { ReactNode } from 'react';
import { z } from 'zod';
import * as vi from '../../lib/messages/index';
import { parsePageNumber } from '../../lib/request-numbers';
import { urls } from '../../lib/urls';
import { renderPage, type PageShare } from '../../server/render.server';
import { siteOrigin } from '../../server/request.server';
import type { AppEnv, ShopContext } from '../../server/shop.server';
import { breadcrumbJsonLd, type Crumb } from '../../ui/breadcrumbs.server';
import { BlogIndex } from './blog-index.server';
import { postCommentRoute } from './comment-route.server';
import { commentSection } from './comment-section.server';
import { blogPagePath } from './blog-paths.server';
import { blogPage, findPage, findPost, type PostWithComments } from './service.server';
import { canonicalBlogUrl, canonicalContentUrl, registerSlashlessContent } from './canonical-content.server';
import { PageView } from './page-view.server';
import type { PostRow } from './queries.server';
import { excerptText } from './post-parts.server';
import { PostView } from './post-view.server';
import { postShare } from './share.server';

const slugSchema = z.string().max(200).regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);

const home: Crumb = { name: vi.common.home, path: urls.home() };
const title = (name: string) => `${name} – ${vi.common.siteName}`;

async function blogResponse(c: ShopContext, next: Next, rawPage?: string) {
  const page = rawPage === undefined ? 1 : parsePageNumber(rawPage);
  if (page === undefined) return next();
  const canonical = canonicalBlogUrl(c, rawPage === undefined ? undefined : page);
  if (canonical) return c.redirect(canonical, 301);
  const blog = await blogPage(c.get('deps').database.db, page);
  if (!blog) return next();
  const trail: Crumb[] = page > 1 ? [home, { name: vi.chrome.blog, path: urls.blog() }, { name: vi.chrome.blogPage(page) }] : [home, { name: vi.chrome.blog }];
  const meta = { title: title(page > 1 ? vi.chrome.blogPage(page) : vi.chrome.blog), canonicalPath: blogPagePath(page), jsonLd: [breadcrumbJsonLd(trail, siteOrigin(c))], bodyClass: 'blog' };
  return renderPage(c, meta, <BlogIndex blog={blog} trail={trail} />);
}

// Its picture as the share tags name it: the largest size the media routes serve of it, never an upscale.
function postJsonLd({ post, commentCount }: PostWithComments, share: PageShare, origin: string): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    datePublished: post.created_at,
    mainEntityOfPage: origin + urls.post(post.slug),
    ...(share.image ? { image: origin + share.image.path } : {}),
    commentCount,
  };
}

/**
 * Spec 2: content pages at `/<slug>/`, the blog at `/tin-tuc/`. Unknown slugs fall through (`next()`) so routes
 * registered later still answer, and the shop's 404 page answers when none does.
 */
export function registerContentRoutes(pages: Hono<AppEnv>): void {
  pages.get(urls.blog(), (c, next) => blogResponse(c, next));
  pages.get(`${urls.blog()}page/:page/`, (c, next) => blogResponse(c, next, c.req.param('page')));

  pages.post(`${urls.blog()}:slug/`, postCommentRoute);
  pages.get(`${urls.blog()}:slug/`, async (c, next) => {
    const slug = slugSchema.safeParse(c.req.param('slug'));
    const found = slug.success ? await findPost(c.get('deps').database.db, slug.data) : undefined;
    if (!found) return next();
    const canonical = canonicalContentUrl(c, urls.post(found.post.slug));
    if (canonical) return c.redirect(canonical, 301);
    const trail: Crumb[] = [home, { name: vi.chrome.blog, path: urls.blog() }, { name: found.post.title }];
    const origin = siteOrigin(c);
    const share = postShare(found.post);
    const meta = {
      title: title(found.post.title),
      description: excerptText(found.post, 30),
      canonicalPath: urls.post(found.post.slug),
      jsonLd: [breadcrumbJsonLd(trail, origin), postJsonLd(found, share, origin)],
      bodyClass: 'single single-post',
      share,
    };
    return renderPage(c, meta, <PostView found={found} trail={trail} respond={await commentSection(c, found.post.id, urls.post(found.post.slug))} />);
  });

  pages.get('/:slug/', async (c, next) => {
    const slug = slugSchema.safeParse(c.req.param('slug'));
    const page = slug.success ? await findPage(c.get('deps').database.db, slug.data) : undefined;
    if (!page) return next();
    const canonical = canonicalContentUrl(c, urls.page(page.slug));
    return canonical ? c.redirect(canonical, 301) : contentPageResponse(c, page);
  });
  registerSlashlessContent(pages);
}

/** A content page as the shop draws it; `after` follows its text (the Liên hệ page's contact form). */
export function contentPageResponse(c: ShopContext, page: PostRow, after?: ReactNode, status?: 200 | 400) {
  const trail: Crumb[] = [home, { name: page.title }];
  const meta = {
    title: title(page.title),
    description: excerptText(page, 30) || undefined,
    canonicalPath: urls.page(page.slug),
    jsonLd: [breadcrumbJsonLd(trail, siteOrigin(c))],
    bodyClass: `page page-${page.slug}`,
    ...(status ? { status } : {}),
  };
  return renderPage(c, meta, <PageView page={page} trail={trail} after={after} />);
}
