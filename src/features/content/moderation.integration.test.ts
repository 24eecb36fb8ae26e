import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoFacts } from '../../db/seed/demo-facts.server';
import { testDatabases } from '../../../tests/support/databases';
import { TestBrowser } from '../../../tests/support/browser';
import { openTestShop, type TestShop } from '../../../tests/support/shop';
import { cacheVisits } from '../../../tests/support/page-cache-visits';
import { Browser, signedInAs } from '../account/account-test-support';
import { startTags } from '../product/html-test-support';
import { pageChangesMade } from '../../server/page-changes.server';

const pageUrl = `/san-pham/${demoFacts.simpleProductSlug}/`;
const postUrl = `/tin-tuc/${demoFacts.postSlugs[1]}/`;
const origin = 'http://localhost';

// Issue 13, decision 065: staff take reviews and blog comments out of the moderation queue through REST.
describe.each(testDatabases.map((d) => [d.name, d] as const))('moderating reviews and comments on %s', (_name, kind) => {
  let shop: TestShop;
  let productId: number;
  let postId: number;
  let addresses = 0;
  const db = () => shop.deps.database.db;
  const setting = (name: string, value: string) => db().insertInto('settings').values({ name, value }).onConflict((oc) => oc.column('name').doUpdateSet({ value })).execute();
  const { visit, kept } = cacheVisits(() => shop);
  /** Posts the page's form (review or comment) as a fresh visitor; the new row's id. */
  async function posted(url: string, fields: Record<string, string>): Promise<number> {
    const browser = new TestBrowser(shop.app, `198.51.100.${++addresses}`);
    const nonce = startTags(await (await browser.request(url)).text(), 'input').find((t) => t.name === '_wpnonce')?.value ?? '';
    const res = await browser.request(url, { method: 'POST', headers: { origin }, body: new URLSearchParams({ author: 'Lan', email: 'lan@example.vn', comment_parent: '0', _wpnonce: nonce, review_website: '', ...fields }) });
    expect(res.status).toBe(303);
    return Number(/#comment-(\d+)$/.exec(res.headers.get('location') ?? '')?.[1]);
  }
  const moderate = (b: Browser | TestBrowser, id: number, body: unknown, headers: Record<string, string> = {}, method = 'POST') =>
    b.request(`/wp-json/wp/v2/comments/${id}`, { method, headers: { Origin: origin, 'Content-Type': 'application/json', ...headers }, body: method === 'DELETE' ? undefined : JSON.stringify(body) });
  const rating = () => db().selectFrom('products').select(['average_rating', 'rating_count']).where('id', '=', productId).executeTakeFirstOrThrow();
  /** What the product's figures must be: the approved, rated top-level reviews. */
  async function expectedRating() {
    const rows = await db().selectFrom('reviews').select('rating').where('product_id', '=', productId).where('status', '=', 'approved').where('parent_id', 'is', null).where('rating', 'is not', null).execute();
    const sum = rows.reduce((total, row) => total + Number(row.rating), 0);
    return { average: Math.round((rows.length ? sum / rows.length : 0) * 100) / 100, count: rows.length };
  }
  const reviewStatus = async (id: number) => (await db().selectFrom('reviews').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;

  beforeAll(async () => {
    shop = await openTestShop(kind, { PAGE_CACHE_SECONDS: '600' });
    productId = (await db().selectFrom('products').select('id').where('slug', '=', demoFacts.simpleProductSlug).executeTakeFirstOrThrow()).id;
    postId = (await db().selectFrom('posts').select('id').where('slug', '=', demoFacts.postSlugs[1]).executeTakeFirstOrThrow()).id;
    await setting('reviews_need_approval', 'yes');
    await setting('blog_comments_need_approval', 'yes');
    await pageChangesMade(); // the settings' purge is taken in before pages are kept
  });
  afterAll(() => shop?.close());

  it('issue 13: approving a pending review recomputes the rating and the cached product page shows it at once; trash takes it back', async () => {
    const text = `Đánh giá chờ duyệt ${Date.now()}`;
    const id = await posted(pageUrl, { rating: '1', comment: text, comment_post_ID: String(productId) });
    const before = await rating();
    expect(await kept(pageUrl)).not.toContain(text);
    const { b, nonce } = await signedInAs(shop, 'shop_manager');
    const res = await moderate(b, id, { status: 'approved' }, { 'X-WP-Nonce': nonce });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ id, post: productId, parent: 0, author_name: 'Lan', status: 'approved', type: 'review' });
    const approved = await rating();
    expect(approved.rating_count).toBe(before.rating_count + 1);
    expect({ average: Number(approved.average_rating), count: approved.rating_count }).toEqual(await expectedRating());
    const shown = await visit(pageUrl);
    expect(shown.hit).toBe(false);
    expect(shown.html).toContain(text);
    await kept(pageUrl);
    const trashed = await moderate(b, id, undefined, { 'X-WP-Nonce': nonce }, 'DELETE');
    expect(trashed.status).toBe(200);
    expect(await trashed.json()).toMatchObject({ id, status: 'trash' });
    expect(await reviewStatus(id)).toBe('trash');
    expect(await rating()).toEqual(before);
    expect((await visit(pageUrl)).html).not.toContain(text);
  });

  it('issue 13: an editor puts a review back on hold or marks it spam; neither counts', async () => {
    const id = await posted(pageUrl, { rating: '5', comment: `Giữ lại ${Date.now()}`, comment_post_ID: String(productId) });
    const before = await rating();
    const { b, nonce } = await signedInAs(shop, 'editor');
    expect((await moderate(b, id, { status: 'approved' }, { 'X-WP-Nonce': nonce })).status).toBe(200);
    expect((await rating()).rating_count).toBe(before.rating_count + 1);
    const held = await moderate(b, id, { status: 'hold' }, { 'X-WP-Nonce': nonce });
    expect(await held.json()).toMatchObject({ status: 'hold' });
    expect(await reviewStatus(id)).toBe('pending');
    expect(await rating()).toEqual(before);
    expect(await (await moderate(b, id, { status: 'spam' }, { 'X-WP-Nonce': nonce })).json()).toMatchObject({ status: 'spam' });
    expect(await rating()).toEqual(before);
  });

  it('issue 13: visitors get 401, customers 403, in the REST error shape; an unknown id 404; a bad status 400; nothing written', async () => {
    const id = await posted(pageUrl, { rating: '3', comment: `Không ai duyệt ${Date.now()}`, comment_post_ID: String(productId) });
    const before = await rating();
    const visitor = new TestBrowser(shop.app);
    const customer = await signedInAs(shop, 'customer');
    const staff = await signedInAs(shop, 'shop_manager');
    const refusals: [Response, number, string][] = [
      [await moderate(visitor, id, { status: 'approved' }), 401, 'rest_cannot_edit'],
      [await moderate(customer.b, id, { status: 'approved' }, { 'X-WP-Nonce': customer.nonce }), 403, 'rest_cannot_edit'],
      [await moderate(customer.b, id, undefined, { 'X-WP-Nonce': customer.nonce }, 'DELETE'), 403, 'rest_cannot_edit'],
      [await moderate(staff.b, id, { status: 'approved' }), 401, 'rest_cannot_edit'], // no nonce: a visitor's call
      [await moderate(staff.b, id, { status: 'approved' }, { 'X-WP-Nonce': customer.nonce }), 403, 'rest_cookie_invalid_nonce'],
      [await moderate(staff.b, 999_999_999, { status: 'approved' }, { 'X-WP-Nonce': staff.nonce }), 404, 'rest_comment_invalid_id'],
      [await moderate(staff.b, id, { status: 'published' }, { 'X-WP-Nonce': staff.nonce }), 400, 'rest_invalid_param'],
      [await moderate(staff.b, id, { status: 'approved', type: 'page' }, { 'X-WP-Nonce': staff.nonce }), 400, 'rest_invalid_param'],
    ];
    for (const [res, status, code] of refusals) {
      expect(res.status).toBe(status);
      expect(await res.json()).toEqual({ code, message: expect.any(String), data: { status } });
    }
    expect(await reviewStatus(id)).toBe('pending');
    expect(await rating()).toEqual(before);
  });

  it('issue 13: broken JSON is 400 rest_invalid_json, a status or type that is not text 400 rest_invalid_param; JSON sent as text/plain is read', async () => {
    const id = await posted(pageUrl, { rating: '4', comment: `Sai định dạng ${Date.now()}`, comment_post_ID: String(productId) });
    const { b, nonce } = await signedInAs(shop, 'shop_manager');
    const raw = (body: string, type: string) => b.request(`/wp-json/wp/v2/comments/${id}`, { method: 'POST', headers: { Origin: origin, 'X-WP-Nonce': nonce, 'Content-Type': type }, body });
    const refusals: [string, string, number, string][] = [
      ['{"status":', 'application/json', 400, 'rest_invalid_json'],
      ['["approved"]', 'application/json', 400, 'rest_invalid_json'],
      ['{"status":["trash"]}', 'application/json', 400, 'rest_invalid_param'],
      ['{"status":"approved","type":["comment"]}', 'application/json', 400, 'rest_invalid_param'],
      ['{"status":"approved"', 'text/plain;charset=UTF-8', 400, 'rest_invalid_json'],
    ];
    for (const [body, type, status, code] of refusals) {
      const res = await raw(body, type);
      expect([res.status, await res.json()], body).toEqual([status, { code, message: expect.any(String), data: { status } }]);
    }
    expect(await reviewStatus(id)).toBe('pending');
    const plain = await raw('{"status":"spam"}', 'text/plain;charset=UTF-8'); // what a bare fetch sends
    expect([plain.status, await reviewStatus(id)]).toEqual([200, 'spam']);
  });

  it('decision 044: approving a blog comment shows it on the cached post at once; trashing it hides it', async () => {
    const text = `Bình luận chờ duyệt ${Date.now()}`;
    const id = await posted(postUrl, { comment: text, comment_post_ID: String(postId) });
    expect(await kept(postUrl)).not.toContain(text);
    const { b, nonce } = await signedInAs(shop, 'shop_manager');
    const res = await moderate(b, id, { status: 'approved', type: 'comment' }, { 'X-WP-Nonce': nonce });
    expect(await res.json()).toMatchObject({ id, post: postId, status: 'approved', type: 'comment' });
    expect((await visit(postUrl)).html).toContain(text);
    await kept(postUrl);
    const trashed = await b.request(`/wp-json/wp/v2/comments/${id}?type=comment`, { method: 'DELETE', headers: { Origin: origin, 'X-WP-Nonce': nonce } });
    expect(await trashed.json()).toMatchObject({ id, status: 'trash', type: 'comment' });
    expect((await visit(postUrl)).html).not.toContain(text);
  });

  it('decision 044: without moderation a posted comment shows on the cached post at once, not after PAGE_CACHE_SECONDS', async () => {
    await setting('blog_comments_need_approval', 'no');
    try {
      await pageChangesMade(); // the setting's own purge is taken in before the post is kept
      await kept(postUrl);
      const text = `Bình luận ngay ${Date.now()}`;
      await posted(postUrl, { comment: text, comment_post_ID: String(postId) });
      const shown = await visit(postUrl);
      expect(shown.hit).toBe(false);
      expect(shown.html).toContain(text);
    } finally {
      await setting('blog_comments_need_approval', 'yes');
    }
  });
});
