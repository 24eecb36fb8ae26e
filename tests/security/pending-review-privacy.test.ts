import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { httpShopDatabases, openHttpShop, type HttpShop } from '../../src/features/account/account-http-test-support';
import { pageFormFields, reviewAndCommentForms } from '../../src/features/reviews/review-test-support';

// A pending review or comment is its author's until approved: shown only through the moderation link, and that
// answer is kept by no shared cache or proxy, as every personal answer.
describe.each(httpShopDatabases)('a pending review or comment over HTTP on %s', (name) => {
  let h: HttpShop;
  let addresses = 0;
  beforeAll(async () => {
    h = await openHttpShop(name, { PAGE_CACHE_SECONDS: '60' });
  }, 60_000);
  afterAll(() => h?.close());

  for (const form of reviewAndCommentForms) {
    it(`spec 5.1: a pending ${form.kind} is shown through its moderation link only, private and never stored, to the author and to no one else`, async () => {
      const author = h.browser(`198.51.100.${++addresses}`);
      const text = `Chờ duyệt ${form.kind} ${Math.random()}`;
      const posted = await author.request(form.url, { method: 'POST', body: new URLSearchParams({ ...(await pageFormFields(author, form.url)), comment: text, author: 'Tác Giả Kín' }) });
      expect(posted.status).toBe(303);
      const link = new URL(posted.headers.get('location')!, h.base);
      expect(link.searchParams.get('moderation-hash')).toMatch(/^[0-9a-f]{32}$/);

      for (const asker of [author, h.browser(`198.51.100.${++addresses}`)]) {
        const own = await asker.request(link.pathname + link.search);
        expect([own.status, own.headers.get('cache-control')]).toEqual([200, 'private, no-store']);
        expect(await own.text()).toContain(text);
        await h.shop.pages.settled();
      }
      const stranger = h.browser(`198.51.100.${++addresses}`);
      for (const path of [form.url, `${form.url}?unapproved=${link.searchParams.get('unapproved')}`]) expect(await (await stranger.request(path)).text()).not.toContain(text);
    });
  }
});
