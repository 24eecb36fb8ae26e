import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoFacts } from '../../db/seed/demo-facts.server';
import { testDatabases } from '../../../tests/support/databases';
import { TestBrowser } from '../../../tests/support/browser';
import { signedInAs } from '../account/account-test-support';
import type { TestShop } from '../../../tests/support/shop';
import { startTags } from '../product/html-test-support';
import { deepestReply } from './reply-depth.server';
import { setSetting } from '../checkout/checkout-test-support';
import { openShopPostingUnmoderated, pageFormFields, postPageForm, reviewAndCommentForms, rowsIn } from './review-test-support';

const origin = 'http://localhost';
const forms = reviewAndCommentForms;

// Probes of a hostile visitor against the review and blog-comment forms (decisions 040, 044), on both databases.
describe.each(testDatabases.map((d) => [d.name, d] as const))('hostile reviews and comments on %s', (_name, kind) => {
  let shop: TestShop;
  let addresses = 0;
  const db = () => shop.deps.database.db;
  const setting = (name: string, value: string) => setSetting(db(), name, value);
  /** A fresh visitor (own address) who opened the page; posts its form with the page's nonce and a new text each time. */
  const visitor = async (url: string) => {
    const browser = new TestBrowser(shop.app, `198.51.100.${++addresses}`);
    const fields = await pageFormFields(browser, url);
    return (changes: Record<string, string>) => postPageForm(browser, url, { ...fields, comment: `Nội dung ${Math.random()}`, ...changes });
  };
  const idOf = (res: Response) => Number(/#comment-(\d+)$/.exec(res.headers.get('location') ?? '')?.[1]);
  const rows = (table: 'reviews' | 'comments') => rowsIn(db(), table);

  beforeAll(async () => {
    shop = await openShopPostingUnmoderated(kind);
  });
  afterAll(() => shop?.close());

  for (const form of forms) {
    it(`a ${form.kind}'s name and text keep no hidden characters: a NUL or invisible-only is refused, a name is one line`, async () => {
      const post = await visitor(form.url);
      const before = await rows(form.table);
      const refused: Record<string, string>[] = [{ author: '\u0000' }, { author: '\u200b' }, { author: '\u202e\u2066' }, { comment: '\u200b\u200b\u200b' }, { comment: '\u0000\u0000' }, { comment: 'Vải\u0000 mát' }];
      for (const changes of refused) {
        expect([changes, (await post(changes)).status]).toEqual([changes, 400]);
      }
      expect(await rows(form.table)).toBe(before);
      const res = await post({ author: 'Lan\r\nXếp hạng: 5/5\u202e', comment: 'Vải\u0007 mát\u200b\r\n\r\nGiao nhanh' });
      expect(res.status).toBe(303);
      const row = await db().selectFrom(form.table).select(['author', 'content']).where('id', '=', idOf(res)).executeTakeFirstOrThrow();
      expect(row).toEqual({ author: 'Lan Xếp hạng: 5/5', content: 'Vải mát\n\nGiao nhanh' });
      const mail = await db().selectFrom('outbox').select('text_body').orderBy('id', 'desc').executeTakeFirstOrThrow();
      expect(mail.text_body).toContain('Người gửi: Lan Xếp hạng: 5/5 <lan@example.vn>\n');
    });

    it(`a ${form.kind} may not reply deeper than ${deepestReply} levels, however the form is forged`, async () => {
      const post = await visitor(form.url);
      let parent = '0';
      for (let depth = 1; depth <= deepestReply; depth++) {
        const res = await post({ comment_parent: parent, rating: depth === 1 ? '5' : '' });
        expect([depth, res.status]).toEqual([depth, 303]);
        parent = String(idOf(res));
      }
      // The page offers no reply under the deepest one, and a forged reply to it is refused.
      const links = startTags(await (await shop.app.request(form.url)).text(), 'a').filter((t) => t.class === 'comment-reply-link');
      expect(links.some((t) => t['data-commentid'] === parent)).toBe(false);
      expect(links.length).toBeGreaterThan(0);
      const asReply = await (await shop.app.request(`${form.url}?replytocom=${parent}`)).text();
      expect(startTags(asReply, 'input').find((t) => t.name === 'comment_parent')?.value).toBe('0'); // nor a form drawn to reply to it
      const before = await rows(form.table);
      expect((await post({ comment_parent: parent, rating: '' })).status).toBe(400);
      expect(await rows(form.table)).toBe(before);
    });
  }

  for (const form of forms) {
    it(`a ${form.kind} cannot slip a disallowed word past the screening with invisible characters inside it`, async () => {
      await setting('contact_disallowed_words', 'casino');
      const post = await visitor(form.url);
      const before = await rows(form.table);
      const hidden: Record<string, string>[] = [{ comment: 'Chơi cas\u200bino online' }, { comment: 'Chơi ca\u00adsi\u2060no online' }, { author: 'Cas\u200bino' }];
      for (const changes of hidden) {
        expect([changes, (await post(changes)).status]).toEqual([changes, 400]);
      }
      expect(await rows(form.table)).toBe(before);
      await setting('contact_disallowed_words', '');
    });

    it(`a ${form.kind} by an account without a name (staff made without one) never shows its e-mail as the name`, async () => {
      const { b } = await signedInAs(shop, 'shop_manager');
      const user = await db().selectFrom('users').select(['id', 'email']).orderBy('id', 'desc').executeTakeFirstOrThrow();
      expect(await db().selectFrom('users').select('display_name').where('id', '=', user.id).executeTakeFirstOrThrow()).toEqual({ display_name: '' });
      const { author: _author, email: _email, ...fields } = await pageFormFields(b, form.url);
      const res = await postPageForm(b, form.url, fields);
      expect(res.status).toBe(303);
      const row = await db().selectFrom(form.table).select(['author', 'email']).where('id', '=', idOf(res)).executeTakeFirstOrThrow();
      expect(row).toEqual({ author: user.email.split('@')[0], email: user.email });
    });
  }

  it('a review or comment of a product or post that is not published (draft, private), or of a variation, is a 404; nothing written', async () => {
    const product = await db().selectFrom('products').select(['id', 'slug']).where('slug', '=', demoFacts.simpleProductSlug).executeTakeFirstOrThrow();
    const post = await db().selectFrom('posts').select(['id', 'slug']).where('slug', '=', demoFacts.postSlugs[1]).executeTakeFirstOrThrow();
    const variation = await db().selectFrom('products').select(['id', 'slug']).where('type', '=', 'variation').executeTakeFirstOrThrow();
    const [postReview, postComment] = [await visitor(forms[0].url), await visitor(forms[1].url)];
    const before = [await rows('reviews'), await rows('comments')];
    for (const status of ['draft', 'private']) {
      await db().updateTable('products').set({ status }).where('id', '=', product.id).execute();
      await db().updateTable('posts').set({ status }).where('id', '=', post.id).execute();
      expect([status, (await postReview({})).status, (await postComment({})).status]).toEqual([status, 404, 404]);
    }
    await db().updateTable('products').set({ status: 'publish' }).where('id', '=', product.id).execute();
    await db().updateTable('posts').set({ status: 'publish' }).where('id', '=', post.id).execute();
    const res = await shop.app.request(`/san-pham/${variation.slug}/`, { method: 'POST', headers: { origin }, body: new URLSearchParams({ comment_post_ID: String(variation.id), rating: '5', author: 'Lan', email: 'lan@example.vn', comment: 'Biến thể' }) });
    expect(res.status).toBe(404);
    expect([await rows('reviews'), await rows('comments')]).toEqual(before);
  });

  it("a reply under an approved review or comment of another product or post is refused (400); nothing written", async () => {
    const otherReview = await (await visitor(`/san-pham/${demoFacts.manyVariationsSlug}/`))({});
    const otherComment = await (await visitor(`/tin-tuc/${demoFacts.postSlugs[0]}/`))({});
    expect([otherReview.status, otherComment.status]).toEqual([303, 303]);
    const before = [await rows('reviews'), await rows('comments')];
    expect((await (await visitor(forms[0].url))({ comment_parent: String(idOf(otherReview)), rating: '' })).status).toBe(400);
    expect((await (await visitor(forms[1].url))({ comment_parent: String(idOf(otherComment)) })).status).toBe(400);
    expect([await rows('reviews'), await rows('comments')]).toEqual(before);
  });

  it('a rating is the digits 1 to 5 as the stars send them, not a number written another way', async () => {
    const post = await visitor(forms[0].url);
    const before = await rows('reviews');
    for (const rating of [' 3', '+3', '0x3', '3.0', '1e0', '٣']) expect([rating, (await post({ rating })).status]).toEqual([rating, 400]);
    expect(await rows('reviews')).toBe(before);
  });
});
