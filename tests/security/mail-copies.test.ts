import { statSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoFacts } from '../../src/db/seed/demo-facts.server';
import { checkoutForm, shopperWith, validFields } from '../../src/features/checkout/checkout-test-support';
import { formIdOf, multipart, postFeedback, widgetEntries } from '../../src/features/contact-forms/feedback-test-support';
import { mailFile } from '../../src/features/mail/index.server';
import { TestBrowser } from '../support/browser';
import { testDatabases } from '../support/databases';
import { openTestShop, type TestShop } from '../support/shop';
import { sameOrigin } from './scale';

// Issue 6 item 13: every message the shop queues, whichever feature made it, gets its whole .eml copy (written
// temp file + rename by `saveMailFiles`), not only at the next start-up's repair.
const nonceOf = (html: string) => /name="_wpnonce" value="([0-9a-f]+)"/.exec(html)?.[1] ?? '';

describe.each(testDatabases.map((d) => [d.name, d] as const))('mail copies of every feature on %s', (_name, kind) => {
  let shop: TestShop;
  const db = () => shop.deps.database.db;
  beforeAll(async () => {
    shop = await openTestShop(kind);
  });
  afterAll(() => shop?.close());

  /** Posts the comment form of a product page or blog post, as the page drew it. */
  async function comment(path: string, target: { comment_post_ID: string; rating?: string }) {
    const b = new TestBrowser(shop.app, '198.51.100.77');
    const nonce = nonceOf(await (await b.request(path)).text());
    const fields = { comment: `Rất tốt ${Math.random()}`, author: 'Lan', email: 'lan@example.vn', comment_parent: '0', _wpnonce: nonce, review_website: '', ...target };
    const res = await b.request(path, { method: 'POST', headers: sameOrigin, body: new URLSearchParams(fields) });
    expect(res.status, path).toBe(303);
  }

  it('issue 6 item 13: an order, a review, a blog comment, a contact form and a newsletter sign-up each leave whole copies', async () => {
    const s = await shopperWith(shop, demoFacts.simpleProductSlug);
    const placed = await s.request('/?wc-ajax=checkout', { method: 'POST', headers: sameOrigin, body: new URLSearchParams(validFields(await checkoutForm(s))) });
    expect(((await placed.json()) as { result: string }).result).toBe('success');
    const product = await db().selectFrom('products').select('id').where('slug', '=', demoFacts.simpleProductSlug).executeTakeFirstOrThrow();
    await comment(`/san-pham/${demoFacts.simpleProductSlug}/`, { comment_post_ID: String(product.id), rating: '5' });
    const post = await db().selectFrom('posts').select('id').where('slug', '=', demoFacts.postSlugs[1]!).executeTakeFirstOrThrow();
    await comment(`/tin-tuc/${demoFacts.postSlugs[1]}/`, { comment_post_ID: String(post.id) });
    const widget = await formIdOf(shop, 'contactWidget');
    expect(((await (await postFeedback(shop, widget, multipart(widgetEntries(shop, widget)))).json()) as { status: string }).status).toBe('mail_sent');
    const signUp = await new TestBrowser(shop.app).request('/nhan-tin/dang-ky/', { method: 'POST', headers: sameOrigin, body: new URLSearchParams({ newsletter_email: 'ban-tin@example.vn' }) });
    expect(signUp.status).toBeLessThan(400);

    const ids = (await db().selectFrom('outbox').select('id').orderBy('id').execute()).map((r) => r.id);
    expect(ids.length).toBeGreaterThanOrEqual(6); // the order's two, the review's, the comment's, the form's, the sign-up's
    const missing = () => ids.filter((id) => !(statSync(mailFile(shop.deps.config.dataDir, id), { throwIfNoEntry: false })?.size ?? 0));
    // The contact form and the sign-up write their copies just after answering; give them a moment, no longer.
    await expect.poll(missing, { timeout: 5_000 }).toEqual([]);
  });
});
