import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoFacts } from '../../db/seed/demo-facts.server';
import { testDatabases } from '../../../tests/support/databases';
import { serveOverHttp } from '../../../tests/support/http-shop';
import { openTestShop, type TestShop } from '../../../tests/support/shop';
import { ratingOfApprovedReviews, storedRating } from './review-test-support';
import { startTags } from '../product/html-test-support';
import { signedInAs } from '../account/account-test-support';

const pageUrl = `/san-pham/${demoFacts.simpleProductSlug}/`;
const rounds = 8;

// Issue 13, decision 065 over a real server: reviews posted, or moderated by staff, at the same time all count in the
// product's rating as their last status says.
describe.each(testDatabases.map((d) => [d.name, d] as const))('a product\'s rating under reviews at the same time on %s', (_name, kind) => {
  let shop: TestShop;
  let server: Awaited<ReturnType<typeof serveOverHttp>>;
  let productId: number;
  const db = () => shop.deps.database.db;
  const rating = () => storedRating(db(), productId);
  const expectedRating = () => ratingOfApprovedReviews(db(), productId);
  /** A visitor who opened the product page over HTTP, ready to post the review form with its nonce and cookies. */
  async function reviewer(n: number) {
    const page = await fetch(`${server.base}${pageUrl}`);
    const cookie = page.headers.getSetCookie().map((line) => line.split(';')[0]).join('; ');
    const nonce = startTags(await page.text(), 'input').find((t) => t.name === '_wpnonce')?.value ?? '';
    const fields = { rating: String((n % 5) + 1), comment: `Đánh giá cùng lúc ${n} ${Date.now()}`, author: `Khách ${n}`, email: `khach${n}@example.vn`, comment_post_ID: String(productId), comment_parent: '0', _wpnonce: nonce, review_website: '' };
    return async () => (await fetch(`${server.base}${pageUrl}`, { method: 'POST', redirect: 'manual', headers: { origin: server.base, cookie }, body: new URLSearchParams(fields) })).status;
  }

  beforeAll(async () => {
    shop = await openTestShop(kind);
    server = await serveOverHttp(shop);
    productId = (await db().selectFrom('products').select('id').where('slug', '=', demoFacts.simpleProductSlug).executeTakeFirstOrThrow()).id;
    await db().insertInto('settings').values({ name: 'reviews_need_approval', value: 'no' }).onConflict((oc) => oc.column('name').doUpdateSet({ value: 'no' })).execute();
  });
  afterAll(async () => {
    await server?.close();
    await shop?.close();
  });

  it('issue 13: four reviews posted at once without moderation all count in the product\'s rating, round after round', async () => {
    let n = 0;
    for (let round = 0; round < rounds; round++) {
      const before = (await rating()).count;
      const posts = await Promise.all([1, 2, 3, 4].map(() => reviewer(++n)));
      expect(await Promise.all(posts.map((post) => post()))).toEqual([303, 303, 303, 303]);
      const after = await rating();
      expect(after, `round ${round}`).toEqual(await expectedRating());
      expect(after.count).toBe(before + 4);
    }
  });

  it('decision 065: four reviews of one product held, then approved, at the same time leave its rating as its approved reviews say, round after round', async () => {
    const now = new Date().toISOString();
    const ids = await Promise.all([1, 2, 4, 5].map(async (stars, i) => {
      const row = { product_id: productId, parent_id: null, author: `Khách ${i}`, email: `khach${i}@example.vn`, content: `Đánh giá ${i} ${now}`, rating: stars, verified: 0, status: 'pending' as const, created_at: now };
      return (await db().insertInto('reviews').values(row).returning('id').executeTakeFirstOrThrow()).id;
    }));
    const { b, nonce } = await signedInAs(shop, 'editor');
    const cookie = [...b.cookies].map(([n, v]) => `${n}=${v}`).join('; ');
    const moderate = async (id: number, status: string) => {
      const res = await fetch(`${server.base}/wp-json/wp/v2/comments/${id}`, { method: 'POST', headers: { origin: server.base, cookie, 'X-WP-Nonce': nonce, 'Content-Type': 'application/json' }, body: JSON.stringify({ status }) });
      return [res.status, ((await res.json()) as { status: string }).status];
    };
    for (let round = 0; round < rounds; round++) {
      const status = round % 2 ? 'hold' : 'approved';
      expect(await Promise.all(ids.map((id) => moderate(id, status)))).toEqual(ids.map(() => [200, status]));
      expect(await rating(), `round ${round}, ${status}`).toEqual(await expectedRating());
    }
  });
});
