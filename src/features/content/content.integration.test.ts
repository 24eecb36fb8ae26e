import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoFacts } from '../../db/seed/demo-facts.server';
import { urls } from '../../lib/urls';
import { testDatabases, type TestDatabase } from '../../../tests/support/databases';
import { openTestShop, type TestShop } from '../../../tests/support/shop';

// Elements of a page's HTML, by a tag-and-attribute pattern; enough for server markup we wrote ourselves.
const count = (html: string, pattern: RegExp) => html.match(new RegExp(pattern, 'g'))?.length ?? 0;

describe.each(testDatabases.map((d) => [d.name, d] as [string, TestDatabase]))('content pages on %s', (_name, kind) => {
  let shop: TestShop;
  const get = (path: string) => shop.app.request(path);
  beforeAll(async () => {
    shop = await openTestShop(kind);
  });
  afterAll(() => shop.close());

  it.each(Object.values(demoFacts.pageSlugs))('spec 2: the page %s renders its title, content, breadcrumbs and canonical', async (slug) => {
    const page = await shop.deps.database.db.selectFrom('posts').select(['title', 'content']).where('slug', '=', slug).executeTakeFirstOrThrow();
    const res = await get(urls.page(slug));
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain(`<h1 class="entry-title">${page.title}</h1>`);
    expect(html).toContain(`<title>${page.title} – Cửa Hàng Việt</title>`);
    expect(html).toMatch(/<nav class="woocommerce-breadcrumb breadcrumbs"[^>]*><span><a href="\/">Trang chủ<\/a><\/span>/);
    expect(html).toContain(`<link rel="canonical" href="http://localhost${urls.page(slug)}"/>`);
    expect(html).toContain(`<div class="entry-content">${page.content}</div>`);
  });

  it('spec 2: an unknown page, a malformed slug and a blog post at page level answer the 404 page', async () => {
    for (const path of ['/khong-co-trang-nay/', '/Gioi_Thieu/', urls.page(demoFacts.commentedPostSlug), urls.post('gioi-thieu')]) {
      const res = await get(path);
      expect(res.status, path).toBe(404);
      expect(await res.text()).toContain('Không tìm thấy trang');
    }
  });

  it('spec 2: a draft page is not shown', async () => {
    await shop.deps.database.db
      .insertInto('posts')
      .values({ type: 'page', slug: 'trang-nhap', title: 'Trang nháp', content: '<p>…</p>', image_id: null, status: 'draft', created_at: new Date().toISOString() })
      .execute();
    expect((await get('/trang-nhap/')).status).toBe(404);
  });

  it('spec 2: page routes do not swallow other routes registered after them', async () => {
    const res = await get('/robots.txt');
    expect(res.status).toBe(200);
  });

  it('spec 2: the blog lists every published post, newest first, with image, date and excerpt', async () => {
    const posts = await shop.deps.database.db
      .selectFrom('posts')
      .select(['slug', 'title'])
      .where('type', '=', 'post')
      .where('status', '=', 'publish')
      .orderBy('created_at', 'desc')
      .execute();
    const res = await get(urls.blog());
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(count(html, /<article id="post-\d+" class="post-item">/)).toBe(posts.length);
    const order = posts.map((p) => html.indexOf(`<a href="${urls.post(p.slug)}">${p.title}</a>`));
    expect(order.every((at, i) => at > 0 && (i === 0 || at > order[i - 1]!))).toBe(true);
    expect(count(html, /<time dateTime="[^"]+">\d{1,2} tháng \d{1,2}, \d{4}<\/time>/)).toBe(posts.length);
    expect(count(html, /<p class="from_the_blog_excerpt">[^<]+<\/p>/)).toBe(posts.length);
    expect(count(html, /<a href="[^"]+" class="post-image"[^>]*><img src="\/media\/\d+-600\.webp"/)).toBe(posts.length);
    expect(html).toContain(`<link rel="canonical" href="http://localhost${urls.blog()}"/>`);
  });

  it('spec 2: blog page 1 by number redirects to the blog; a page past the last one is 404', async () => {
    const first = await get(`${urls.blog()}page/1/`);
    expect(first.status).toBe(301);
    expect(first.headers.get('location')).toBe(urls.blog());
    expect((await get(`${urls.blog()}page/99/`)).status).toBe(404);
    expect((await get(`${urls.blog()}page/abc/`)).status).toBe(404);
  });

  it('spec 3.4: a post shows its approved comments threaded, replies nested under their parents', async () => {
    const db = shop.deps.database.db;
    const post = await db.selectFrom('posts').select(['id', 'title']).where('slug', '=', demoFacts.commentedPostSlug).executeTakeFirstOrThrow();
    const comments = await db.selectFrom('comments').select(['id', 'parent_id']).where('post_id', '=', post.id).where('status', '=', 'approved').execute();
    const replies = comments.filter((c) => c.parent_id !== null);
    expect(replies.length).toBeGreaterThan(0);

    const res = await get(urls.post(demoFacts.commentedPostSlug));
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain(`<h1 class="entry-title">${post.title}</h1>`);
    expect(html).toContain(`${comments.length} bình luận cho “${post.title}”`);
    expect(count(html, /<li id="comment-\d+" class="comment depth-/)).toBe(comments.length);
    for (const reply of replies) {
      // The parent's <li> contains an <ol class="children"> that holds the reply's <li>.
      const parentAt = html.indexOf(`<li id="comment-${reply.parent_id}" class="comment depth-1 parent">`);
      const replyAt = html.indexOf(`<li id="comment-${reply.id}" class="comment depth-2`);
      expect(parentAt).toBeGreaterThan(0);
      expect(html.slice(parentAt, replyAt)).toContain('<ol class="children">');
    }
    expect(html).toContain('"@type":"BlogPosting"');
    expect(html).toMatch(/<nav class="woocommerce-breadcrumb breadcrumbs"[^>]*>.*<a href="\/tin-tuc\/">Tin tức<\/a>/);
  });

  it('spec 2.1: the chrome is on every page: menu with a mega item, hamburger opener, search form, cart, footer', async () => {
    const html = await (await get(urls.page(demoFacts.pageSlugs.about))).text();
    expect(html).toMatch(/<div id="wide-nav" class="header-bottom hide-for-medium"><div class="header-bottom-inner container"><nav class="header-nav-main"[^>]*><ul class="nav header-nav">/);
    expect(html).toMatch(/<li class="menu-item menu-item-\d+ menu-item-has-children has-dropdown menu-item-design-full-width">/);
    for (const slug of demoFacts.topCategorySlugs) {
      expect(html).toContain(`<li class="menu-item nav-dropdown-col"><a href="${urls.category(slug)}" class="nav-column-title">`);
    }
    expect(html).toMatch(/<ul id="menu-dropdown-\d+" class="sub-menu nav-dropdown">/);
    expect(html).toMatch(/<a href="#main-menu" class="mobile-nav-toggle show-for-medium" data-open="#main-menu" data-pos="left"/);
    expect(html).toMatch(/<div id="main-menu" class="mobile-sidebar no-scrollbar mfp-hide">/);
    expect(count(html, /<form class="searchform" role="search" action="\/"/)).toBe(2);
    expect(html).toMatch(/<li class="cart-item has-icon has-dropdown"><a href="\/gio-hang\/" class="header-cart-link/);
    expect(html).toContain('<html lang="vi" class="no-js">');
    expect(html).toMatch(/<nav class="footer-menu"[^>]*>.*<a href="\/lien-he\/">Liên hệ<\/a>/);
    expect(html).toContain('<a href="#top" id="top-link" class="back-to-top">');
  });
});
