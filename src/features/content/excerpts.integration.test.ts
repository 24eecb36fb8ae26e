import { describe, expect, it } from 'vitest';
import { testDatabases, type TestDatabase } from '../../../tests/support/databases';
import { shopOverHttpForSuite } from '../../../tests/support/http-shop';

const content = '<!-- nháp --><p>Váy&nbsp;lụa &amp; áo\u200b dài<script>track()</script><style>.x{}</style> &lt;mới&gt;</p>';

describe.each(testDatabases.map((d) => [d.name, d] as [string, TestDatabase]))('excerpts of staff HTML on %s', (_name, kind) => {
  const shop = shopOverHttpForSuite(kind, { PAGE_CACHE_SECONDS: '60' });

  it('the meta description and the blog excerpt are the text a reader sees, not entities, scripts or hidden characters', async () => {
    const db = shop.shop().deps.database.db;
    await db.insertInto('posts').values([
      { type: 'post', slug: 'vay-lua', title: 'Váy lụa', excerpt: '', content, image_id: null, status: 'publish', created_at: '2030-01-01T00:00:00.000Z' },
      { type: 'page', slug: 'trang-vay-lua', title: 'Váy lụa', excerpt: '', content, image_id: null, status: 'publish', created_at: '2030-01-01T00:00:00.000Z' },
    ]).execute();
    const seen = 'Váy lụa &amp; áo dài &lt;mới&gt;';
    for (const path of ['/tin-tuc/vay-lua/', '/trang-vay-lua/']) {
      const html = await (await fetch(shop.base() + path)).text();
      expect(/<meta name="description" content="([^"]*)"/.exec(html)?.[1], path).toBe(seen);
    }
    const blog = await (await fetch(shop.base() + '/tin-tuc/')).text();
    expect(/<p class="from_the_blog_excerpt">([^<]*)<\/p>/.exec(blog)?.[1]).toBe(seen);
  });
});
