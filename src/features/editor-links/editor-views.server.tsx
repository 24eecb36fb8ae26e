import * as vi from '../../lib/messages/index';
import { urls } from '../../lib/urls';
import { renderPage } from '../../server/render.server';
import type { ShopContext } from '../../server/shop.server';
import { accountUrls } from '../account/index';
import { currentStaffId } from '../account/index.server';
import { contentById } from '../content/index.server';
import { builderApp } from './editor-urls';

const digits = /^[1-9]\d{0,8}$/;

// A block has no address of its own: it is seen where it is held, and the menu it sits in is on every page.
const viewedAt = (block: { type: string; slug: string }) => (block.type === 'post' ? urls.post(block.slug) : block.type === 'page' ? urls.page(block.slug) : urls.home());

/**
 * `/wp-admin/post.php?post=<id>&action=edit` (spec 2.11), staff only: with `app=uxbuilder` the page-builder view,
 * which is the block's own page (a menu's block: the home page) in builder mode (`?app=uxbuilder&menu_id=`,
 * builder-view.client.ts opens the menu item); without, the backend editor, which shows the stored HTML until the back office can change it.
 */
export async function editorView(c: ShopContext): Promise<Response> {
  if ((await currentStaffId(c)) === null) {
    return c.redirect(accountUrls.myAccount(), 302); // a visitor logs in first
  }
  const postId = c.req.query('post') ?? '';
  const block = digits.test(postId) ? await contentById(c.get('deps').database.db, Number(postId)) : undefined;
  if (!block) return c.notFound();
  if (c.req.query('app') === builderApp) {
    const menuId = c.req.query('menu_id');
    const query = new URLSearchParams({ app: builderApp, ...(menuId && digits.test(menuId) ? { menu_id: menuId } : {}) });
    return c.redirect(`${viewedAt(block)}?${query}`, 302);
  }
  return renderPage(
    c,
    { title: `${vi.rest.editInBackend}: ${block.title}`, noindex: true, bodyClass: 'backend-editor' },
    <section className="backend-editor container">
      <h1>{block.title}</h1>
      <p>{vi.rest.backendNote}</p>
      <label htmlFor="block-content">{vi.rest.contentLabel}</label>
      <textarea id="block-content" readOnly rows={20} value={block.content} />
    </section>,
  );
}
