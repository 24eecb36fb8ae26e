import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoFacts } from '../../db/seed/demo-facts.server';
import { testDatabases } from '../../../tests/support/databases';
import type { TestShop } from '../../../tests/support/shop';
import { openTestShop, productId, snapshot, WishlistShopper } from './wishlist-test-support';

const rowIds = (html: string) => [...html.matchAll(/<tr id="yith-wcwl-row-\d+" data-row-id="(\d+)"/g)].map((m) => m[1]!);

// Spec 2.10: without script a row's ↑/↓ buttons post the wishlist form with `move_row=<row id>:up|down`.
describe.each(testDatabases.map((d) => [d.name, d] as const))('sorting a wishlist without script on %s', (_name, kind) => {
  let shop: TestShop;
  const db = () => shop.deps.database.db;

  beforeAll(async () => {
    shop = await openTestShop(kind);
  });
  afterAll(() => shop?.close());

  const post = (s: WishlistShopper, token: string, value: string) =>
    s.request(`/danh-sach-yeu-thich/xem/${token}/`, { method: 'POST', body: new URLSearchParams({ move_row: value }), headers: { Origin: 'http://localhost' } });

  it('spec 2.10: the owner moves a row down and back up; someone else, a bad value or the edge writes nothing', async () => {
    const s = new WishlistShopper(shop.app);
    for (const slug of [demoFacts.simpleProductSlug, demoFacts.saleProductSlug]) await s.request(`/cua-hang/?add_to_wishlist=${await productId(db(), slug)}`);
    const html = await s.page('/danh-sach-yeu-thich/');
    const token = /data-token="([0-9A-F]{24})"/.exec(html)![1]!;
    const [first, second] = rowIds(html);
    expect(html).toMatch(new RegExp(`value="${first}:down"[^>]*name="move_row"`));

    const res = await post(s, token, `${first}:down`);
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`/danh-sach-yeu-thich/xem/${token}/`);
    expect(rowIds(await s.page('/danh-sach-yeu-thich/'))).toEqual([second, first]);

    const before = await snapshot(db());
    const stranger = new WishlistShopper(shop.app);
    await stranger.page('/');
    for (const [who, value] of [[stranger, `${first}:up`], [s, `${first}:down`], [s, `${first}:sideways`], [s, '1e3:up'], [s, `${second}:up`]] as const) {
      expect((await post(who, token, value)).status, value).toBe(403);
    }
    expect(await snapshot(db())).toEqual(before);
    expect((await post(s, token, `${first}:up`)).status).toBe(303);
    expect(rowIds(await s.page('/danh-sach-yeu-thich/'))).toEqual([first, second]);
  });
});
