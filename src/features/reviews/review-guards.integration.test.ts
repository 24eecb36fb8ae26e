import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoFacts } from '../../db/seed/demo-facts.server';
import { testDatabases } from '../../../tests/support/databases';
import type { TestShop } from '../../../tests/support/shop';
import { Browser, signedInAs } from '../account/account-test-support';
import { makeNonce, nonceTick } from '../../server/nonce.server';
import { completedOrder, openShopPostingUnmoderated, pageFormFields, postPageForm, reviewAndCommentForms, rowsIn } from './review-test-support';

const shirt = demoFacts.manyVariationsSlug;
const forms = reviewAndCommentForms;

// Issue 13: the review and blog-comment posts' nonces, limits and the 'verified owner' badge, on both databases.
describe.each(testDatabases.map((d) => [d.name, d] as const))('review and comment guards on %s', (_name, kind) => {
  let shop: TestShop;
  const db = () => shop.deps.database.db;
  const rows = (table: 'reviews' | 'comments') => rowsIn(db(), table);
  const formOf = pageFormFields;
  const send = postPageForm;
  beforeAll(async () => {
    shop = await openShopPostingUnmoderated(kind);
  });
  afterAll(() => shop?.close());

  for (const form of forms) {
    it(`issue 13: a ${form.kind} with a stale nonce (two ticks back) or another session's is refused with 403; nothing written`, async () => {
      const { b } = await signedInAs(shop, 'customer');
      const other = await signedInAs(shop, 'customer');
      const fields = await formOf(b, form.url);
      const sessionId = createHash('sha256').update(b.cookies.get('shop_session')!).digest('hex');
      const tick = nonceTick(Date.now());
      const stale = makeNonce('x'.repeat(40), form.action, sessionId, tick - 2);
      const staleSessionless = makeNonce('x'.repeat(40), form.action, '', tick - 2);
      const othersNonce = (await formOf(other.b, form.url))._wpnonce!;
      expect(othersNonce).not.toBe(fields._wpnonce);
      const before = await rows(form.table);
      for (const nonce of [stale, staleSessionless, othersNonce]) expect((await send(b, form.url, { ...fields, _wpnonce: nonce })).status).toBe(403);
      expect(await rows(form.table)).toBe(before);
      // A nonce made the same way in the current tick goes through: the refusals above were the tick's and the session's.
      expect((await send(b, form.url, { ...fields, _wpnonce: makeNonce('x'.repeat(40), form.action, sessionId, tick) })).status).toBe(303);
      expect(await rows(form.table)).toBe(before + 1);
    });

    it(`issue 13: a ${form.kind} with an e-mail over 100 characters or a one-character text is refused with 400; nothing written`, async () => {
      const b = new Browser(shop.app, '198.51.100.77');
      const fields = await formOf(b, form.url);
      const before = await rows(form.table);
      const longEmail = `${'a'.repeat(90)}@example.vn`; // 101 characters
      expect((await send(b, form.url, { ...fields, email: longEmail })).status).toBe(400);
      expect((await send(b, form.url, { ...fields, comment: 'a' })).status).toBe(400);
      expect(await rows(form.table)).toBe(before);
      expect((await send(b, form.url, { ...fields, email: `${'a'.repeat(89)}@example.vn` })).status).toBe(303); // 100 characters
      expect(await rows(form.table)).toBe(before + 1);
    });
  }

  for (const form of forms) {
    it(`issue 13: a ${form.kind}'s page with a moderation hash of 32 characters outside ASCII is the plain page, not a 500`, async () => {
      const res = await shop.app.request(`${form.url}?unapproved=1&moderation-hash=${encodeURIComponent('é'.repeat(32))}`);
      expect(res.status).toBe(200);
    });
  }

  it("issue 13: the product page shows the 'verified owner' badge for a reviewer whose completed order held a variation of it, not for others", async () => {
    const shirtRow = await db().selectFrom('products').select('id').where('slug', '=', shirt).executeTakeFirstOrThrow();
    const variation = await db().selectFrom('products').select('id').where('parent_id', '=', shirtRow.id).where('type', '=', 'variation').executeTakeFirstOrThrow();
    const url = `/san-pham/${shirt}/`;
    const buyer = await signedInAs(shop, 'customer');
    const buyerRow = await db().selectFrom('users').select(['id', 'email']).orderBy('id', 'desc').executeTakeFirstOrThrow();
    await completedOrder(db(), { email: buyerRow.email, userId: buyerRow.id, productId: shirtRow.id, variationId: variation.id });
    const owned = `Áo mặc rất vừa ${Date.now()}`;
    expect((await send(buyer.b, url, { ...(await formOf(buyer.b, url)), comment: owned })).status).toBe(303);
    const stranger = new Browser(shop.app, '198.51.100.78');
    const notOwned = `Chưa mua nhưng thích ${Date.now()}`;
    expect((await send(stranger, url, { ...(await formOf(stranger, url)), email: 'la@example.vn', comment: notOwned })).status).toBe(303);
    const html = await (await new Browser(shop.app).request(url)).text();
    const badge = /<em class="woocommerce-review__verified verified">/;
    const itemOf = (text: string) => html.split('<li').find((part) => part.includes(text)) ?? '';
    expect(itemOf(owned)).toMatch(badge);
    expect(itemOf(notOwned)).toContain(notOwned);
    expect(itemOf(notOwned)).not.toMatch(badge);
  });
});
