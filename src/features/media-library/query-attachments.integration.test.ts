import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../../tests/support/databases';
import type { TestShop } from '../../../tests/support/shop';
import { adminAjax } from '../../client/rest/admin-ajax';
import { Browser, openTestShop, signedInAs } from '../account/account-test-support';

describe.each(testDatabases.map((d) => [d.name, d] as const))('admin ajax query-attachments on %s (issue 13, spec 7.1)', (_name, kind) => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await openTestShop(kind);
  });
  afterAll(() => shop?.close());

  // The browser's generic admin-ajax helper, sending through a browser that keeps this shop's cookies.
  const ajaxOf = (b: Browser) => (input: RequestInfo | URL, init?: RequestInit) => b.request(String(input), init);
  const ask = (b: Browser, query: Record<string, string>) =>
    b.request('/wp-admin/admin-ajax.php', { method: 'POST', body: new URLSearchParams({ action: 'query-attachments', ...query }) });

  it('spec 7.1: staff page through the images; the helper reads the total from X-WP-Total', async () => {
    const staff = (await signedInAs(shop, 'editor')).b;
    const ids = (await shop.deps.database.db.selectFrom('images').select('id').orderBy('id').execute()).map((row) => row.id);
    const answer = await adminAjax<{ id: number; url: string; mime: string }[]>('query-attachments', { query: { posts_per_page: 5, paged: 2 } }, ajaxOf(staff) as typeof fetch);
    expect(answer.total).toBe(ids.length);
    expect(answer.data.map((item) => item.id)).toEqual(ids.slice(5, 10));
    expect(answer.data[0]).toMatchObject({ url: `/media/${ids[5]}-1200.webp`, mime: 'image/webp' });
    const res = await ask(staff, { 'query[posts_per_page]': '5' });
    expect([res.headers.get('X-WP-Total'), res.headers.get('X-WP-TotalPages'), res.headers.get('Cache-Control')]).toEqual([String(ids.length), String(Math.ceil(ids.length / 5)), 'no-store']);
    const bads: Record<string, string>[] = [{ 'query[posts_per_page]': '101' }, { 'query[paged]': '0' }, { 'query[posts_per_page]': '-1' }];
    for (const bad of bads) {
      const refused = await ask(staff, bad);
      expect([refused.status, ((await refused.json()) as { success: boolean }).success]).toEqual([400, false]);
    }
  });

  it('spec 7.1: a visitor or a customer is refused, and the helper rejects', async () => {
    const customer = (await signedInAs(shop, 'customer')).b;
    for (const b of [new Browser(shop.app), customer]) {
      const res = await ask(b, {});
      expect([res.status, await res.json(), res.headers.get('X-WP-Total')]).toEqual([403, { success: false, data: expect.any(String) }, null]);
      await expect(adminAjax('query-attachments', {}, ajaxOf(b) as typeof fetch)).rejects.toMatchObject({ code: 'unknown_error' });
    }
  });
});
