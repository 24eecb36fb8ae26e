import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { demoFacts } from '../../db/seed/demo-facts.server';
import * as vi from '../../lib/messages/index';
import { testDatabases } from '../../../tests/support/databases';
import { TestBrowser } from '../../../tests/support/browser';
import { openTestShop, type TestShop } from '../../../tests/support/shop';
import { startTags } from '../product/html-test-support';
import { moderationHash } from '../reviews/index.server';
import { addressLimits } from '../../server/rate-limit.server';

const commentsPerHour = 5;

const slug = demoFacts.postSlugs[1];
const postUrl = `/tin-tuc/${slug}/`;
const origin = 'http://localhost';

describe.each(testDatabases.map((d) => [d.name, d] as const))('writing blog comments on %s', (_name, kind) => {
  let shop: TestShop;
  let postId: number;
  let addresses = 0;
  const db = () => shop.deps.database.db;
  const setting = async (name: string, value: string) => {
    await db().deleteFrom('settings').where('name', '=', name).execute();
    await db().insertInto('settings').values({ name, value }).execute();
  };
  /** A fresh reader (own address) who opened the post; posts its comment form with the page's nonce. */
  const reader = async () => {
    const browser = new TestBrowser(shop.app, `198.51.100.${++addresses}`);
    const html = await (await browser.request(postUrl)).text();
    const nonce = startTags(html, 'input').find((t) => t.name === '_wpnonce')?.value ?? '';
    const post = (fields: Record<string, string>) =>
      browser.request(postUrl, {
        method: 'POST',
        headers: { origin },
        body: new URLSearchParams({ comment: `Bài viết hay ${Math.random()}`, author: 'Minh', email: 'minh@example.vn', comment_post_ID: String(postId), comment_parent: '0', _wpnonce: nonce, review_website: '', ...fields }),
      });
    return { browser, html, nonce, post };
  };
  const counts = async () => ({
    comments: Number((await db().selectFrom('comments').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n),
    mails: Number((await db().selectFrom('outbox').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n),
  });
  const idOf = (res: Response) => Number(/#comment-(\d+)$/.exec(res.headers.get('location') ?? '')?.[1]);

  beforeAll(async () => {
    shop = await openTestShop(kind, { LIMIT_REVIEWS_PER_HOUR: String(commentsPerHour) });
    postId = (await db().selectFrom('posts').select('id').where('slug', '=', slug).executeTakeFirstOrThrow()).id;
  });
  beforeEach(() => setting('blog_comments_need_approval', 'yes'));
  afterAll(() => shop?.close());

  it('decision 044: a blog post carries the comment form posting to itself, without a rating, with a nonce and the honeypot', async () => {
    const { html, nonce } = await reader();
    expect(startTags(html, 'form').find((t) => t.id === 'commentform')).toMatchObject({ action: postUrl, method: 'post' });
    expect(nonce).toMatch(/\w{6,}/);
    expect(startTags(html, 'select').some((t) => t.id === 'rating')).toBe(false);
    expect(startTags(html, 'input').find((t) => t.name === 'comment_post_ID')?.value).toBe(String(postId));
    expect(startTags(html, 'input').find((t) => t.name === 'comment_parent')?.value).toBe('0');
    expect(startTags(html, 'input').some((t) => t.name === 'review_website')).toBe(true);
    expect(html).toContain(vi.comments.formTitle);
  });

  it('decision 044: a comment waits for approval, its author sees it with a notice, others do not, the shop gets a mail', async () => {
    const before = await counts();
    const { browser, post } = await reader();
    const res = await post({ comment: 'Chờ duyệt bình luận' });
    expect(res.status).toBe(303);
    const location = res.headers.get('location') ?? '';
    expect(location).toMatch(new RegExp(`^${postUrl}\\?unapproved=\\d+&moderation-hash=[0-9a-f]{32}#comment-\\d+$`));
    expect(await db().selectFrom('comments').selectAll().where('id', '=', idOf(res)).executeTakeFirstOrThrow()).toMatchObject({ status: 'pending', post_id: postId, author: 'Minh', email: 'minh@example.vn', parent_id: null });
    const own = await (await browser.request(location.split('#')[0]!)).text();
    expect(own).toContain(vi.comments.awaitingApproval);
    expect(own).toContain('Chờ duyệt bình luận');
    expect(await (await browser.request(postUrl)).text()).not.toContain('Chờ duyệt bình luận');
    const forged = location.split('#')[0]!.replace(/moderation-hash=[0-9a-f]/, (m) => m.slice(0, -1) + (m.endsWith('0') ? '1' : '0'));
    expect(await (await browser.request(forged)).text()).not.toContain('Chờ duyệt bình luận');
    // A review's moderation link of the same number shows no comment.
    const asReview = `${postUrl}?unapproved=${idOf(res)}&moderation-hash=${moderationHash(shop.deps.config.sessionSecret, idOf(res), 'review')}`;
    expect(await (await browser.request(asReview)).text()).not.toContain('Chờ duyệt bình luận');
    expect(await counts()).toEqual({ comments: before.comments + 1, mails: before.mails + 1 });
    const mail = await db().selectFrom('outbox').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(mail.subject).toContain('Bình luận mới');
  });

  it('decision 044: without moderation a comment is shown at once, as plain text however it is written', async () => {
    await setting('blog_comments_need_approval', 'no');
    const { browser, post } = await reader();
    const xss = '<img src=x onerror=alert(1)><script>alert(2)</script>';
    const res = await post({ comment: `Hay quá ${xss}`, author: '<b onmouseover=alert(3)>Tú</b>' });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`${postUrl}#comment-${idOf(res)}`);
    const html = await (await browser.request(postUrl)).text();
    expect(html).toContain('Hay quá &lt;img src=x onerror=alert(1)&gt;&lt;script&gt;alert(2)&lt;/script&gt;');
    expect(html).not.toContain('<img src=x');
    expect(html).not.toContain('<b onmouseover');
  });

  it('spec 3.4: reply links carry their data; ?replytocom= draws the form as a reply; a reply is stored under its parent', async () => {
    await setting('blog_comments_need_approval', 'no');
    const first = await reader();
    const id = idOf(await first.post({ comment: 'Bình luận gốc để trả lời' }));
    const html = await (await first.browser.request(postUrl)).text();
    expect(startTags(html, 'a').find((t) => t['data-commentid'] === String(id))).toMatchObject({
      class: 'comment-reply-link', href: `?replytocom=${id}#respond`, 'data-postid': String(postId), 'data-belowelement': `comment-${id}`, 'data-respondelement': 'respond', 'data-replyto': vi.reviews.replyTo('Minh'),
    });
    const asReply = await (await first.browser.request(`${postUrl}?replytocom=${id}`)).text();
    for (const odd of ['2147483648', '1e10', '-1']) expect((await first.browser.request(`${postUrl}?replytocom=${odd}`)).status).toBe(200);
    expect(startTags(asReply, 'input').find((t) => t.name === 'comment_parent')?.value).toBe(String(id));
    expect('hidden' in startTags(asReply, 'a').find((t) => t.id === 'cancel-comment-reply-link')!).toBe(false);
    const reply = await (await reader()).post({ comment: 'Trả lời bình luận gốc', comment_parent: String(id), author: 'Cửa hàng' });
    expect(reply.status).toBe(303);
    expect(await db().selectFrom('comments').select('parent_id').where('id', '=', idOf(reply)).executeTakeFirstOrThrow()).toEqual({ parent_id: id });
    const threaded = await (await first.browser.request(postUrl)).text();
    expect(threaded).toMatch(new RegExp(`id="comment-${id}"[\\s\\S]*<ol class="children"><li id="comment-${idOf(reply)}"`));
  });

  it('decision 044: hostile or incomplete comments are refused with a 4xx and write nothing', async () => {
    await setting('contact_disallowed_words', 'casino');
    const { post } = await reader();
    const pending = await db().selectFrom('comments').select('id').where('status', '=', 'pending').executeTakeFirst();
    const before = await counts();
    const refused: [Record<string, string>, number][] = [
      [{ _wpnonce: '' }, 403],
      [{ _wpnonce: 'abcdef0123' }, 403],
      [{ comment: '' }, 400],
      [{ comment: 'x'.repeat(5001) }, 400],
      [{ author: '' }, 400],
      [{ author: 'L'.repeat(101) }, 400],
      [{ email: 'khong-phai-email' }, 400],
      [{ comment_post_ID: String(postId + 1) }, 400],
      [{ comment_post_ID: 'abc' }, 400],
      [{ comment_parent: '999999999' }, 400],
      [{ comment_parent: String(pending?.id ?? 999999998) }, 400],
      [{ comment_parent: '-1' }, 400],
      [{ comment_parent: '2147483648' }, 400], // past PostgreSQL's integer
      [{ comment_parent: '1e10' }, 400],
      [{ comment_post_ID: '2147483648' }, 400],
      [{ review_website: 'http://spam.example' }, 400],
      [{ comment: 'Chơi casino online' }, 400],
    ];
    for (const [fields, status] of refused) expect([fields, (await post(fields)).status]).toEqual([fields, status]);
    expect((await shop.app.request('/tin-tuc/khong-co-bai-nay/', { method: 'POST', headers: { origin }, body: new URLSearchParams({ comment: 'x' }) })).status).toBe(404);
    expect(await counts()).toEqual(before);
    await setting('contact_disallowed_words', '');
  });

  it('decision 044: the same text twice is a duplicate, and one address may post only so many comments', async () => {
    const { post } = await reader();
    expect((await post({ comment: 'Lần đầu bình luận' })).status).toBe(303);
    const before = await counts();
    expect((await post({ comment: 'Lần đầu bình luận' })).status).toBe(409);
    for (let i = 1; i < commentsPerHour; i++) expect((await post({})).status).toBe(303);
    const over = await post({});
    expect(over.status).toBe(429);
    expect(await over.text()).toContain(vi.comments.tooMany);
    expect((await counts()).comments).toBe(before.comments + commentsPerHour - 1);
    // Comments and reviews are counted apart: this address may still review.
    expect(addressLimits(shop.deps.config).comments.kind).not.toBe(addressLimits(shop.deps.config).reviews.kind);
  });

  it('decision 020: a comment posted from another site is refused and writes nothing', async () => {
    const { browser, nonce } = await reader();
    const before = await counts();
    const res = await browser.request(postUrl, {
      method: 'POST',
      headers: { origin: 'https://ke-gian.example' },
      body: new URLSearchParams({ comment: 'Giả mạo', author: 'A', email: 'a@example.vn', comment_post_ID: String(postId), comment_parent: '0', _wpnonce: nonce }),
    });
    expect(res.status).toBe(403);
    expect(await counts()).toEqual(before);
  });
});
