import type { TestBrowser } from '../../../tests/support/browser';
import type { TestDatabase } from '../../../tests/support/databases';
import { openTestShop, type TestShop } from '../../../tests/support/shop';
import { setSetting } from '../checkout/checkout-test-support';
import type { Db } from '../../db/index.server';
import { demoFacts } from '../../db/seed/demo-facts.server';
import { startTags } from '../product/html-test-support';

/** The demo shop's review form (a product page) and blog-comment form (a post), with their nonce action and table. */
export const reviewAndCommentForms = [
  { kind: 'review', url: `/san-pham/${demoFacts.simpleProductSlug}/`, action: 'review-post', table: 'reviews' },
  { kind: 'blog comment', url: `/tin-tuc/${demoFacts.postSlugs[1]}/`, action: 'comment-post', table: 'comments' },
] as const;

/** The demo shop with reviews and blog comments shown as soon as posted (no approval), as a hostile post finds it. */
export async function openShopPostingUnmoderated(kind: TestDatabase): Promise<TestShop> {
  const shop = await openTestShop(kind);
  await setSetting(shop.deps.database.db, 'reviews_need_approval', 'no');
  await setSetting(shop.deps.database.db, 'blog_comments_need_approval', 'no');
  return shop;
}

/** A page's review or comment form as the browser sends it: the page's nonce and post id, a new text each time. */
export async function pageFormFields(b: TestBrowser, url: string): Promise<Record<string, string>> {
  const inputs = startTags(await (await b.request(url)).text(), 'input');
  const value = (name: string) => inputs.find((t) => t.name === name)?.value ?? '';
  return { rating: '5', comment: `Nội dung ${Math.random()}`, author: 'Lan', email: 'lan@example.vn', comment_post_ID: value('comment_post_ID'), comment_parent: '0', _wpnonce: value('_wpnonce'), review_website: '' };
}

/** Posts a review or comment form to its page from the shop's own origin, as the page's form does. */
export const postPageForm = (b: TestBrowser, url: string, fields: Record<string, string>) =>
  b.request(url, { method: 'POST', headers: { origin: 'http://localhost' }, body: new URLSearchParams(fields) });

/** How many reviews or comments are stored, whatever their status. */
export const rowsIn = async (db: Db, table: 'reviews' | 'comments') => Number((await db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

/** A completed order of one line (a product, or a variation of it), by account or e-mail: what makes a verified owner. */
export async function completedOrder(db: Db, line: { email: string; userId: number | null; productId: number; variationId?: number | null }): Promise<void> {
  const key = `${Date.now()}${Math.random().toString(36).slice(2, 8)}`;
  const order = await db
    .insertInto('orders')
    .values({
      number: `R${key}`, order_key: `wc_order_r${key}`, status: 'completed', user_id: line.userId, session_id: 'x', customer_name: 'Mai', phone: '0912345678', email: line.email,
      province_code: '79', province_name: 'TP. Hồ Chí Minh', district_code: null, district_name: null, ward_code: '26734', ward_name: 'Bến Nghé', street: '1 Lê Lợi',
      payment_method: 'cod', shipping_method_id: 'flat_rate', shipping_method_label: 'Giao hàng', created_at: new Date().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.insertInto('order_lines').values({ order_id: order.id, product_id: line.productId, variation_id: line.variationId ?? null, name: 'x', sku: null, quantity: 1, unit_price: 1000, line_total: 1000 }).execute();
}

/** A product's rating as stored: its average and count. */
export async function storedRating(db: Db, productId: number): Promise<{ average: number; count: number }> {
  const row = await db.selectFrom('products').select(['average_rating', 'rating_count']).where('id', '=', productId).executeTakeFirstOrThrow();
  return { average: Number(row.average_rating), count: row.rating_count };
}

/** What a product's rating must be: that of its approved, rated top-level reviews. */
export async function ratingOfApprovedReviews(db: Db, productId: number): Promise<{ average: number; count: number }> {
  const rows = await db.selectFrom('reviews').select('rating').where('product_id', '=', productId).where('status', '=', 'approved').where('parent_id', 'is', null).where('rating', 'is not', null).execute();
  const sum = rows.reduce((total, row) => total + Number(row.rating), 0);
  return { average: Math.round((rows.length ? sum / rows.length : 0) * 100) / 100, count: rows.length };
}
