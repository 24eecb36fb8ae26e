import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoFacts } from '../../db/seed/demo-facts.server';
import { testDatabases } from '../../../tests/support/databases';
import { wishlist } from '../../lib/contract-names';
import type { TestShop } from '../../../tests/support/shop';
import { openTestShop, productId, setSetting, snapshot, WishlistShopper } from './wishlist-test-support';

const suggested = (html: string) => [...html.matchAll(/class="button add-to-wishlist-fbt" data-product-id="(\d+)"/g)].map((m) => m[1]!);
const rows = (html: string) => [...html.matchAll(/data-row-id="(\d+)"><td/g)].length;

// Spec 2.10, 7.6: the 'frequently bought together' block and its reload-and-add; the image grid's details popup.
describe.each(testDatabases.map((d) => [d.name, d] as const))('wishlist suggestions and layouts on %s', (_name, kind) => {
  let shop: TestShop;
  const db = () => shop.deps.database.db;

  beforeAll(async () => {
    shop = await openTestShop(kind);
  });
  afterAll(() => shop?.close());

  async function ownerWithWallet() {
    const s = new WishlistShopper(shop.app);
    const wallet = await productId(db(), demoFacts.simpleProductSlug);
    await s.request(`/cua-hang/?add_to_wishlist=${wallet}`);
    const html = await s.page('/danh-sach-yeu-thich/');
    return { s, wallet, html, token: /data-token="([0-9A-F]{24})"/.exec(html)![1]!, listId: /data-id="(\d+)"/.exec(html)![1]! };
  }

  it('spec 2.10, 7.6: the owner sees suggestions not already saved; reload-and-add saves one and answers the form drawn anew', async () => {
    const { s, wallet, html, token, listId } = await ownerWithWallet();
    const ids = suggested(html);
    expect(ids.length).toBeGreaterThan(0);
    expect(ids).not.toContain(String(wallet));
    expect(html).toContain(`?add_to_wishlist=${ids[0]}&amp;wishlist_id=${listId}`);

    const stranger = new WishlistShopper(shop.app);
    await stranger.page(`/danh-sach-yeu-thich/xem/${token}/`).then((shared) => expect(suggested(shared)).toEqual([]));
    const before = await snapshot(db());
    const fields = { wishlist_token: token, wishlist_id: listId, add_to_wishlist: ids[0]!, product_type: 'simple', pagination: 'no', per_page: '1' };
    expect((await stranger.call(wishlist.actions.reloadAndAdd, fields)).status).toBe(403);
    expect((await s.call(wishlist.actions.reloadAndAdd, { ...fields, add_to_wishlist: '999999' })).status).toBe(400);
    expect(await snapshot(db())).toEqual(before);

    const res = await s.call(wishlist.actions.reloadAndAdd, fields);
    expect(res.status).toBe(200);
    const form = await res.text();
    expect(form).toMatch(/^<div class="yith-wcwl-form wishlist-fragment"/);
    expect(rows(form)).toBe(2);
    expect(suggested(form)).not.toContain(ids[0]);
    expect(await s.count()).toBe(2);
  });

  it('spec 2.10: the image grid opens item details on a thumbnail click unless the shop disabled the popup', async () => {
    await setSetting(db(), 'wishlist_layout', 'grid');
    try {
      const { s } = await ownerWithWallet();
      expect(await s.page('/danh-sach-yeu-thich/')).toMatch(/class="[^"]*wishlist_table[^"]* images_grid details-popup"/);
      await setSetting(db(), 'wishlist_disable_popup_grid_view', 'yes');
      const plain = await s.page('/danh-sach-yeu-thich/');
      expect(plain).toMatch(/class="[^"]*wishlist_table[^"]* images_grid"/);
      expect(plain).not.toContain('details-popup');
    } finally {
      await setSetting(db(), 'wishlist_layout', 'table');
      await setSetting(db(), 'wishlist_disable_popup_grid_view', 'no');
    }
  });
});
