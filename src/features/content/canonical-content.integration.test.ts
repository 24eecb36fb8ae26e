import { describe, expect, it } from 'vitest';
import { demoFacts } from '../../db/seed/demo-facts.server';
import { testDatabases, type TestDatabase } from '../../../tests/support/databases';
import { shopOverHttpForSuite } from '../../../tests/support/http-shop';

const post = `/tin-tuc/${demoFacts.commentedPostSlug}/`;
const page = '/gioi-thieu/';

// Decision 090 for the blog, its posts and content pages: one kept page each, however a link spells it.
describe.each(testDatabases.map((d) => [d.name, d] as [string, TestDatabase]))('other spellings of content pages on %s', (_name, kind) => {
  const shop = shopOverHttpForSuite(kind, { PAGE_CACHE_SECONDS: '60' });
  const ask = async (path: string) => {
    const res = await fetch(shop.base() + path, { redirect: 'manual' });
    await res.arrayBuffer();
    return [res.status, res.headers.get('location')];
  };

  it('are sent on with one 301 to the page as its links spell it, other parameters kept', async () => {
    const moved: [string, string][] = [
      [`${post}?s=1`, post],
      [`${post}?orderby=x1&utm_source=zalo`, `${post}?utm_source=zalo`],
      [`${page}?paged=7&post_type=product`, page],
      ['/gi%6Fi-thieu/', page],
      [`/tin-tuc/xu-huong-thoi-trang-he-2026`, post],
      ['/gioi-thieu', page],
      ['/tin-tuc', '/tin-tuc/'],
      ['/tin-tuc/?orderby=x2', '/tin-tuc/'],
      ['/tin-tuc/?s=%3Cscript%3E', '/tin-tuc/'],
      ['/tin-tuc/?paged=abc', '/tin-tuc/'],
      ['/tin-tuc/?paged=1&utm_campaign=tet', '/tin-tuc/?utm_campaign=tet'],
      ['/tin-tuc/page/1/', '/tin-tuc/'],
    ];
    for (const [asked, target] of moved) expect(await ask(asked), asked).toEqual([301, target]);
  });

  it('what is asked as linked answers 200; what does not exist stays a 404, never a redirect', async () => {
    for (const path of [post, page, '/tin-tuc/', `${post}?utm_source=zalo`]) expect(await ask(path), path).toEqual([200, null]);
    for (const path of ['/tin-tuc/khong-co', '/khong-co-trang', '/tin-tuc/page/2', '/tin-tuc/page/abc/', '/tin-tuc/page/02/', '/tin-tuc/?paged=9']) {
      const [status] = await ask(path);
      if (status === 301) expect(await ask((await ask(path))[1] as string), path).toEqual([404, null]);
      else expect(status, path).toBe(404);
    }
  });
});
