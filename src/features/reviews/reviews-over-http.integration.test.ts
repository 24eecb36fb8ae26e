import { describe, expect, it } from 'vitest';
import { demoFacts } from '../../db/seed/demo-facts.server';
import { testDatabases } from '../../../tests/support/databases';
import { shopOverHttpForSuite } from '../../../tests/support/http-shop';
import { startTags } from '../product/html-test-support';

const forms = [
  { kind: 'review', path: `/san-pham/${demoFacts.simpleProductSlug}/` },
  { kind: 'blog comment', path: `/tin-tuc/${demoFacts.postSlugs[1]}/` },
] as const;

// Decisions 005, 040, 044 over real HTTP, the page cache on: held posts stay their author's, and posts sent at once.
describe.each(testDatabases.map((d) => [d.name, d] as const))('reviews and comments over HTTP on %s', (_name, kind) => {
  const http = shopOverHttpForSuite(kind, { PAGE_CACHE_SECONDS: '60' });
  /** The page's form as a fresh visitor's browser would post it; the page is kept from the first fetch on. */
  async function formOf(path: string) {
    const url = http.base() + path;
    const inputs = startTags(await (await fetch(url)).text(), 'input');
    const value = (name: string) => inputs.find((t) => t.name === name)?.value ?? '';
    const fields = { rating: '4', comment: `Nội dung ${Math.random()}`, author: 'Lan', email: 'lan@example.vn', comment_post_ID: value('comment_post_ID'), comment_parent: '0', _wpnonce: value('_wpnonce'), review_website: '' };
    const post = (changes: Record<string, string>) => fetch(url, { method: 'POST', redirect: 'manual', headers: { origin: http.base() }, body: new URLSearchParams({ ...fields, ...changes }) });
    return { url, post };
  }

  for (const form of forms) {
    it(`a held ${form.kind} is seen through its author's link only, never from a kept page by anyone else`, async () => {
      const { url, post } = await formOf(form.path);
      const text = `Đang chờ duyệt ${Math.random()}`;
      const posted = await post({ comment: text });
      expect(posted.status).toBe(303);
      const link = new URL(posted.headers.get('location')!, url);
      expect(link.searchParams.get('moderation-hash')).toMatch(/^[0-9a-f]{32}$/);
      const own = `${link.origin}${link.pathname}${link.search}`;
      for (let i = 0; i < 2; i++) expect(await (await fetch(own)).text()).toContain(text); // a second time: not a kept page without it
      const wrongHash = own.replace(/moderation-hash=([0-9a-f])/, (_m, d: string) => `moderation-hash=${d === '0' ? '1' : '0'}`);
      const others = [url, `${url}?utm_source=zalo`, `${url}?unapproved=${link.searchParams.get('unapproved')}`, wrongHash, `${own.split('&moderation-hash')[0]}&moderation-hash=`];
      for (const other of others) expect([other, (await (await fetch(other)).text()).includes(text)]).toEqual([other, false]);
    });

    it(`the same ${form.kind} sent six times at once (a script, a double click) is stored once; the others are duplicates`, async () => {
      const { post } = await formOf(form.path);
      const comment = `Gửi nhiều lần cùng lúc ${Math.random()}`;
      const statuses = (await Promise.all(Array.from({ length: 6 }, () => post({ comment })))).map((r) => r.status).sort();
      expect(statuses).toEqual([303, 409, 409, 409, 409, 409]);
    });
  }
});
