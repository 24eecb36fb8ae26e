import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { demoFacts } from '../../db/seed/demo-facts.server';
import * as vi from '../../lib/messages/index';
import { testDatabases } from '../../../tests/support/databases';
import { TestBrowser } from '../../../tests/support/browser';
import { openTestShop, type TestShop } from '../../../tests/support/shop';
import { startTags } from '../product/html-test-support';
import { completedOrder as orderOf } from './review-test-support';

const slug = demoFacts.simpleProductSlug;
const pageUrl = `/san-pham/${slug}/`;

describe.each(testDatabases.map((d) => [d.name, d] as const))('writing reviews on %s', (_name, kind) => {
  let shop: TestShop;
  let productId: number;
  let addresses = 0;
  const db = () => shop.deps.database.db;
  const setting = async (name: string, value: string) => {
    await db().deleteFrom('settings').where('name', '=', name).execute();
    await db().insertInto('settings').values({ name, value }).execute();
  };
  /** A fresh visitor (own address) who opened the product page; posts the review form with the page's nonce. */
  const visitor = async () => {
    const browser = new TestBrowser(shop.app, `198.51.100.${++addresses}`);
    const html = await (await browser.request(pageUrl)).text();
    const nonce = startTags(html, 'input').find((t) => t.name === '_wpnonce')?.value ?? '';
    const post = (fields: Record<string, string>) =>
      browser.post(pageUrl, { rating: '4', comment: `Rất tốt, giao nhanh ${Math.random()}`, author: 'Lan', email: 'lan@example.vn', comment_post_ID: String(productId), comment_parent: '0', _wpnonce: nonce, review_website: '', ...fields });
    return { browser, html, nonce, post };
  };
  const counts = async () => ({
    reviews: Number((await db().selectFrom('reviews').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n),
    mails: Number((await db().selectFrom('outbox').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n),
  });
  const completedOrder = (email: string, userId: number | null) => orderOf(db(), { email, userId, productId });
  const productRating = () => db().selectFrom('products').select(['average_rating', 'rating_count']).where('id', '=', productId).executeTakeFirstOrThrow();

  beforeAll(async () => {
    shop = await openTestShop(kind, { LIMIT_REVIEWS_PER_HOUR: '5' });
    productId = (await db().selectFrom('products').select('id').where('slug', '=', slug).executeTakeFirstOrThrow()).id;
  });
  beforeEach(async () => {
    await setting('reviews_need_approval', 'yes');
    await setting('review_rating_required', 'yes');
  });
  afterAll(() => shop?.close());

  it('spec 2.3: the product page carries the review form posting to itself, with a nonce and the honeypot', async () => {
    const { html, nonce } = await visitor();
    const form = startTags(html, 'form').find((t) => t.id === 'commentform');
    expect(form).toMatchObject({ action: pageUrl, method: 'post' });
    expect(nonce).toMatch(/\w{6,}/);
    expect(startTags(html, 'select').find((t) => t.id === 'rating')).toMatchObject({ name: 'rating' });
    expect(startTags(html, 'input').find((t) => t.name === 'comment_parent')?.value).toBe('0');
    expect(startTags(html, 'input').some((t) => t.name === 'review_website')).toBe(true);
  });

  it('issue 13: a review waits for approval, its author sees it with a notice, the shop gets a mail, the rating is unchanged', async () => {
    const before = await productRating();
    const mailsBefore = (await counts()).mails;
    const { browser, post } = await visitor();
    const res = await post({ rating: '1', comment: 'Chờ duyệt nhé' });
    expect(res.status).toBe(303);
    const location = res.headers.get('location') ?? '';
    expect(location).toMatch(new RegExp(`^${pageUrl}\\?unapproved=\\d+&moderation-hash=[0-9a-f]{32}#comment-\\d+$`));
    const row = await db().selectFrom('reviews').selectAll().where('content', '=', 'Chờ duyệt nhé').executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'pending', rating: 1, author: 'Lan', email: 'lan@example.vn', product_id: productId });
    expect(await productRating()).toEqual(before);
    expect((await counts()).mails).toBe(mailsBefore + 1);
    const mail = await db().selectFrom('outbox').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(mail.subject).toContain(vi.reviews.mailSubject('').slice(0, 10));
    const own = await (await browser.request(location.split('#')[0]!)).text();
    expect(own).toContain(vi.reviews.awaitingApproval);
    expect(own).toContain('Chờ duyệt nhé');
    const forged = await (await browser.request(`${pageUrl}?unapproved=${row.id}&moderation-hash=${'0'.repeat(32)}`)).text();
    expect(forged).not.toContain('Chờ duyệt nhé');
    expect(await (await browser.request(pageUrl)).text()).not.toContain('Chờ duyệt nhé');
  });

  it('issue 13: without moderation a review is shown at once and the average counts approved reviews only', async () => {
    await setting('reviews_need_approval', 'no');
    const { browser, post } = await visitor();
    const res = await post({ rating: '5', comment: 'Đăng ngay <script>alert(1)</script>' });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toMatch(new RegExp(`^${pageUrl}#comment-\\d+$`));
    const approved = await db().selectFrom('reviews').select('rating').where('product_id', '=', productId).where('status', '=', 'approved').where('parent_id', 'is', null).where('rating', 'is not', null).execute();
    const expected = approved.reduce((sum, r) => sum + r.rating!, 0) / approved.length;
    const rating = await productRating();
    expect(Number(rating.rating_count)).toBe(approved.length);
    expect(Number(rating.average_rating)).toBeCloseTo(expected, 2);
    const html = await (await browser.request(pageUrl)).text();
    expect(html).toContain('Đăng ngay &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).not.toContain('<script>alert(1)</script>');
  });

  it("issue 13: a guest is never a 'verified owner', not even one who types the e-mail of a completed order", async () => {
    await setting('reviews_need_approval', 'no');
    const email = 'mua-roi@example.vn';
    await completedOrder(email, null);
    expect((await (await visitor()).post({ email, comment: 'Gõ email của người đã mua' })).status).toBe(303);
    expect((await (await visitor()).post({ email: 'chua-mua@example.vn', comment: 'Chưa mua nhưng thích' })).status).toBe(303);
    const verified = await db().selectFrom('reviews').select(['content', 'verified']).where('content', 'in', ['Gõ email của người đã mua', 'Chưa mua nhưng thích']).orderBy('content').execute();
    expect(verified.map((r) => [r.content, Number(r.verified)])).toEqual([['Chưa mua nhưng thích', 0], ['Gõ email của người đã mua', 0]]);
  });

  it('issue 13: hostile or incomplete reviews are refused with a 4xx and write nothing', async () => {
    await setting('contact_disallowed_words', 'casino');
    const { post } = await visitor();
    const before = await counts();
    const refused: [Record<string, string>, number][] = [
      [{ _wpnonce: '' }, 403],
      [{ _wpnonce: 'abcdef0123' }, 403],
      [{ rating: '' }, 400],
      [{ rating: '6' }, 400],
      [{ rating: '0' }, 400],
      [{ rating: '3.5' }, 400],
      [{ rating: 'năm' }, 400],
      [{ comment: '' }, 400],
      [{ comment: 'x'.repeat(5001) }, 400],
      [{ author: '' }, 400],
      [{ author: 'L'.repeat(101) }, 400],
      [{ email: 'khong-phai-email' }, 400],
      [{ comment_post_ID: String(productId + 1) }, 400],
      [{ comment_post_ID: 'abc' }, 400],
      [{ comment_parent: '999999999' }, 400],
      [{ comment_parent: '-1' }, 400],
      [{ comment_parent: '2147483648' }, 400], // past PostgreSQL's integer
      [{ comment_parent: '1e10' }, 400],
      [{ comment_post_ID: '2147483648' }, 400],
      [{ review_website: 'http://spam.example' }, 400],
      [{ comment: 'Chơi casino online' }, 400],
    ];
    for (const [fields, status] of refused) expect([fields, (await post(fields)).status]).toEqual([fields, status]);
    expect((await shop.app.request('/san-pham/khong-co-san-pham-nay/', { method: 'POST', body: new URLSearchParams({ comment: 'x' }) })).status).toBe(404);
    expect(await counts()).toEqual(before);
  });

  it('issue 13: a rating may be left out when the shop does not require one', async () => {
    await setting('review_rating_required', 'no');
    expect((await (await visitor()).post({ rating: '', comment: 'Không chấm sao' })).status).toBe(303);
    expect((await db().selectFrom('reviews').select('rating').where('content', '=', 'Không chấm sao').executeTakeFirstOrThrow()).rating).toBeNull();
  });

  it('issue 13: the same text twice is a duplicate, and one address may post only so many reviews', async () => {
    const { post } = await visitor();
    expect((await post({ comment: 'Lần đầu' })).status).toBe(303);
    const before = await counts();
    expect((await post({ comment: 'Lần đầu' })).status).toBe(409);
    const max = shop.deps.config.limits.reviewsPerHour;
    for (let i = 1; i < max; i++) expect((await post({})).status).toBe(303);
    expect((await post({})).status).toBe(429);
    expect((await counts()).reviews).toBe(before.reviews + max - 1);
  });

  it('spec 2.3, 3.4: reply links carry their data; ?replytocom= draws the form as a reply; a reply has no rating and does not count', async () => {
    await setting('reviews_need_approval', 'no');
    const first = await visitor();
    const res = await first.post({ rating: '2', comment: 'Đánh giá gốc để trả lời' });
    const id = Number(/#comment-(\d+)$/.exec(res.headers.get('location') ?? '')?.[1]);
    const html = await (await first.browser.request(pageUrl)).text();
    expect(startTags(html, 'a').find((t) => t['data-commentid'] === String(id))).toMatchObject({
      class: 'comment-reply-link', href: `?replytocom=${id}#respond`, 'data-postid': String(productId), 'data-belowelement': `comment-${id}`, 'data-respondelement': 'respond', 'data-replyto': vi.reviews.replyTo('Lan'),
    });
    const asReply = await (await first.browser.request(`${pageUrl}?replytocom=${id}`)).text();
    for (const odd of ['2147483648', '1e10', '-1']) expect((await first.browser.request(`${pageUrl}?replytocom=${odd}`)).status).toBe(200);
    expect(startTags(asReply, 'input').find((t) => t.name === 'comment_parent')?.value).toBe(String(id));
    expect(startTags(asReply, 'select').some((t) => t.id === 'rating')).toBe(false);
    expect('hidden' in startTags(asReply, 'a').find((t) => t.id === 'cancel-comment-reply-link')!).toBe(false);
    const before = await productRating();
    const reply = await (await visitor()).post({ rating: '', comment: 'Cảm ơn bạn đã góp ý', comment_parent: String(id), author: 'Cửa hàng' });
    expect(reply.status).toBe(303);
    const row = await db().selectFrom('reviews').select(['parent_id', 'rating']).where('content', '=', 'Cảm ơn bạn đã góp ý').executeTakeFirstOrThrow();
    expect(row).toEqual({ parent_id: id, rating: null });
    expect(await productRating()).toEqual(before);
  });

  it("issue 13: a signed-in customer reviews under their account's name and e-mail, verified by their account's orders", async () => {
    await setting('reviews_need_approval', 'no');
    const { browser } = await visitor();
    const account = await (await browser.request('/tai-khoan/')).text();
    const registerNonce = /name="woocommerce-register-nonce" value="([0-9a-f]{20})"/.exec(account)?.[1] ?? '';
    const email = `khach${Date.now()}@example.vn`;
    expect((await browser.post('/tai-khoan/dang-ky/', { email, password: 'mat-khau-dai-1', display_name: 'Trần Thu', 'woocommerce-register-nonce': registerNonce, register: 'Đăng ký' })).status).toBe(303);
    const user = await db().selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
    await completedOrder('dia-chi-khac@example.vn', user.id);
    const html = await (await browser.request(pageUrl)).text();
    expect(startTags(html, 'input').some((t) => t.name === 'author')).toBe(false);
    const nonce = startTags(html, 'input').find((t) => t.name === '_wpnonce')?.value ?? '';
    const res = await browser.post(pageUrl, { rating: '5', comment: 'Khách quen đánh giá', author: 'Mạo danh', email: 'mao-danh@example.vn', comment_post_ID: String(productId), comment_parent: '0', _wpnonce: nonce });
    expect(res.status).toBe(303);
    const row = await db().selectFrom('reviews').select(['author', 'email', 'verified']).where('content', '=', 'Khách quen đánh giá').executeTakeFirstOrThrow();
    expect({ ...row, verified: Number(row.verified) }).toEqual({ author: 'Trần Thu', email, verified: 1 });
  });

  it('decision 020: a review posted from another site is refused and writes nothing', async () => {
    const { browser, nonce } = await visitor();
    const before = await counts();
    const res = await browser.request(pageUrl, {
      method: 'POST',
      headers: { origin: 'https://ke-gian.example' },
      body: new URLSearchParams({ rating: '5', comment: 'Giả mạo', author: 'A', email: 'a@example.vn', comment_post_ID: String(productId), comment_parent: '0', _wpnonce: nonce }),
    });
    expect(res.status).toBe(403);
    expect(await counts()).toEqual(before);
  });
});
