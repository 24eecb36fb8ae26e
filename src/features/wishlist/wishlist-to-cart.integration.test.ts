import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoFacts } from '../../db/seed/demo-facts.server';
import { testDatabases } from '../../../tests/support/databases';
import { wishlist } from '../../lib/contract-names';
import type { TestShop } from '../../../tests/support/shop';
import { itemRows, openTestShop, productId, WishlistShopper, wishlistRows } from './wishlist-test-support';

const { actions } = wishlist;
const sameSite = { Origin: 'http://localhost' };

// Row ids are sequential: a row of someone's shared wishlist goes to a cart only for whoever holds the list's link.
describe.each(testDatabases.map((d) => [d.name, d] as const))('adding wishlist rows to the cart on %s', (_name, kind) => {
  let shop: TestShop;
  const db = () => shop.deps.database.db;
  const shopper = () => new WishlistShopper(shop.app);
  const cartProducts = async (s: WishlistShopper) => [...new Set([...(await s.page('/gio-hang/')).matchAll(/data-product_id="(\d+)"/g)].map((m) => Number(m[1])))];

  /** An owner's shared wishlist of one product: its token and row id. */
  async function sharedList(privacy: '1' | '2') {
    const s = shopper();
    const added = await s.answer<{ user_wishlists: { id: number }[] }>(actions.add, { add_to_wishlist: String(await productId(db(), demoFacts.simpleProductSlug)) });
    const listId = added.user_wishlists[0]!.id;
    await s.answer(actions.savePrivacy, { wishlist_id: String(listId), privacy });
    const token = (await wishlistRows(db())).find((l) => l.id === listId)!.token;
    return { token, row: (await itemRows(db())).find((i) => i.wishlist_id === listId)!.id };
  }

  beforeAll(async () => {
    shop = await openTestShop(kind);
  });
  afterAll(() => shop?.close());

  it("spec 3.11: a stranger without the shared list's token takes none of its rows, by form or by link", async () => {
    const { token, row } = await sharedList('1');
    const { token: ownToken } = await sharedList('1');
    const stranger = shopper();
    const wrongTokens = ['000000000000000000000000', ownToken];
    for (const wrong of wrongTokens) {
      const res = await stranger.request(`/danh-sach-yeu-thich/xem/${wrong}/`, { method: 'POST', body: new URLSearchParams([['add_to_cart[]', String(row)]]), headers: sameSite });
      expect(res.status).toBe(303);
      await stranger.request(`/?add_to_cart_from_wishlist=${row}&wishlist_token=${wrong}`);
    }
    await stranger.request(`/?add_to_cart_from_wishlist=${row}`);
    await stranger.request(`/danh-sach-yeu-thich/xem/${token}/?add_to_cart_from_wishlist=${row}&wishlist_token=${token.toLowerCase()}`);
    expect(await cartProducts(stranger)).toEqual([]);
  });

  it("spec 3.11: with the shared list's token its rows go to the stranger's cart; a private list's token gives nothing", async () => {
    const shared = await sharedList('1');
    const byForm = shopper();
    await byForm.request(`/danh-sach-yeu-thich/xem/${shared.token}/`, { method: 'POST', body: new URLSearchParams([['add_to_cart[]', String(shared.row)]]), headers: sameSite });
    expect(await cartProducts(byForm)).toHaveLength(1);
    const byLink = shopper();
    await byLink.request(`/?add_to_cart_from_wishlist=${shared.row}&wishlist_token=${shared.token}`);
    expect(await cartProducts(byLink)).toHaveLength(1);

    const closed = await sharedList('2');
    const stranger = shopper();
    await stranger.request(`/danh-sach-yeu-thich/xem/${closed.token}/`, { method: 'POST', body: new URLSearchParams([['add_to_cart[]', String(closed.row)]]), headers: sameSite });
    await stranger.request(`/?add_to_cart_from_wishlist=${closed.row}&wishlist_token=${closed.token}`);
    expect(await cartProducts(stranger)).toEqual([]);
  });
});
