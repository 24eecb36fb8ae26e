import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoFacts } from '../../db/seed/demo-facts.server';
import { testDatabases } from '../../../tests/support/databases';
import { wishlist } from '../../lib/contract-names';
import type { TestShop } from '../../../tests/support/shop';
import { itemRows, openTestShop, productId, setSetting, snapshot, WishlistShopper, wishlistRows } from './wishlist-test-support';

const { actions } = wishlist;

interface ListsAnswer {
  result: string | boolean;
  message: string;
  user_wishlists: { id: number; wishlist_name: string; default: boolean }[];
  wishlist_url: string;
}

describe.each(testDatabases.map((d) => [d.name, d] as const))('the wishlist calls in multi-wishlist mode on %s', (_name, kind) => {
  let shop: TestShop;
  const db = () => shop.deps.database.db;
  const shopper = () => new WishlistShopper(shop.app);
  const simple = () => productId(db(), demoFacts.simpleProductSlug);
  const sale = () => productId(db(), demoFacts.saleProductSlug);
  const tokenOf = async (id: number) => (await wishlistRows(db())).find((l) => l.id === id)!.token;

  beforeAll(async () => {
    shop = await openTestShop(kind);
    await setSetting(db(), 'wishlist_multi_wishlist', 'yes');
  });
  afterAll(() => shop?.close());

  it('spec 4.6, 5.7: "new" makes a wishlist with the name and visibility given; an empty name is refused, nothing written', async () => {
    const s = shopper();
    const before = await snapshot(db());
    for (const name of ['', '   ', 'x'.repeat(101)]) {
      const res = await s.call(actions.add, { add_to_wishlist: String(await simple()), wishlist_id: 'new', wishlist_name: name, wishlist_visibility: '0' });
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ result: 'error', message: 'Vui lòng nhập tên danh sách.' });
    }
    expect((await s.call(actions.add, { add_to_wishlist: String(await simple()), wishlist_id: 'new', wishlist_name: 'Quà', wishlist_visibility: '9' })).status).toBe(400);
    expect(await snapshot(db())).toEqual(before);

    const added = await s.answer<ListsAnswer>(actions.add, { add_to_wishlist: String(await simple()), wishlist_id: 'new', wishlist_name: ' Quà sinh nhật ', wishlist_visibility: '1' });
    expect(added).toMatchObject({ result: 'true', message: 'Đã thêm sản phẩm vào danh sách yêu thích!' });
    const second = await s.answer<ListsAnswer>(actions.add, { add_to_wishlist: String(await sale()), wishlist_id: 'new', wishlist_name: 'Đồ bếp', wishlist_visibility: '2' });
    expect(second.message).toBe('Đã thêm sản phẩm vào “Đồ bếp”!');
    expect(second.user_wishlists.map((l) => [l.wishlist_name, l.default])).toEqual([['Quà sinh nhật', true], ['Đồ bếp', false]]);
    const rows = (await wishlistRows(db())).filter((l) => second.user_wishlists.some((u) => u.id === l.id));
    expect(rows.map((l) => l.privacy)).toEqual([1, 2]);
  });

  it('spec 7.6: move to another wishlist and to a new one; the source must be the owner\'s and named', async () => {
    const s = shopper();
    const first = await s.answer<ListsAnswer>(actions.add, { add_to_wishlist: String(await simple()) });
    const other = await s.answer<ListsAnswer>(actions.add, { add_to_wishlist: String(await sale()), wishlist_id: 'new', wishlist_name: 'Khác', wishlist_visibility: '0' });
    const home = first.user_wishlists[0]!.id;
    const away = other.user_wishlists.find((l) => !l.default)!.id;
    const [item] = (await itemRows(db())).filter((i) => i.wishlist_id === home);

    const stranger = shopper();
    await stranger.answer(actions.add, { add_to_wishlist: String(await sale()) });
    const before = await snapshot(db());
    expect((await stranger.call(actions.move, { wishlist_token: await tokenOf(home), destination_wishlist_token: await tokenOf(away), item_id: String(item!.id) })).status).toBe(403);
    expect((await s.call(actions.move, { wishlist_token: await tokenOf(away), destination_wishlist_token: await tokenOf(home), item_id: String(item!.id) })).status).toBe(403);
    for (const fields of [{ wishlist_token: '', destination_wishlist_token: await tokenOf(away), item_id: String(item!.id) }, { wishlist_token: await tokenOf(home), destination_wishlist_token: '', item_id: String(item!.id) }, { wishlist_token: await tokenOf(home), destination_wishlist_token: await tokenOf(away), item_id: '' }]) {
      expect((await s.call(actions.move, fields)).status).toBe(400);
    }
    expect(await snapshot(db())).toEqual(before);

    const moved = await s.answer<ListsAnswer & { fragments: object }>(actions.move, { wishlist_token: await tokenOf(home), destination_wishlist_token: await tokenOf(away), item_id: String(item!.id) });
    expect(Object.keys(moved).sort()).toEqual(['fragments', 'message', 'result', 'user_wishlists']);
    expect(moved.message).toBe('Đã chuyển sản phẩm sang “Khác”.');
    const [inAway] = (await itemRows(db())).filter((i) => i.wishlist_id === away && i.product_id === item!.product_id);
    expect(inAway).toMatchObject({ price_when_added: item!.price_when_added });

    const toNew = await s.answer<ListsAnswer>(actions.move, { wishlist_token: await tokenOf(away), destination_wishlist_token: 'new', wishlist_name: 'Mới', wishlist_visibility: '2', item_id: String(inAway!.id) });
    expect(toNew.user_wishlists.map((l) => l.wishlist_name)).toEqual(['Danh sách yêu thích', 'Khác', 'Mới']);
  });

  it('spec 2.10: the add button lists the shopper\'s other wishlists in its dropdown', async () => {
    const s = shopper();
    const id = await simple();
    await s.answer(actions.add, { add_to_wishlist: String(await sale()) });
    await s.answer(actions.add, { add_to_wishlist: String(await sale()), wishlist_id: 'new', wishlist_name: 'Tết', wishlist_visibility: '0' });
    const key = `yith-wcwl-add-to-wishlist.add-to-wishlist-${id}.wishlist-fragment.on-first-load`;
    const answer = await s.answer<{ fragments: Record<string, string> }>(actions.loadFragments, { [`fragments[${key}][product_id]`]: String(id) });
    expect(answer.fragments[key]).toMatch(/<ul class="yith-wcwl-dropdown"><li><a href="\?add_to_wishlist=\d+&amp;wishlist_id=\d+"[^>]*>Tết<\/a>/);
  });

  it('spec 4.6: a saved product keeps its add button beside the browse link in multi mode, unless hide_add_button is on', async () => {
    const s = shopper();
    const id = await simple();
    const key = `yith-wcwl-add-to-wishlist.add-to-wishlist-${id}.wishlist-fragment.on-first-load`;
    const fields = { add_to_wishlist: String(id), [`fragments[${key}][product_id]`]: String(id) };
    const kept = await s.answer<{ fragments: Record<string, string> }>(actions.add, fields);
    expect(kept.fragments[key]).toContain('class="add_to_wishlist single_add_to_wishlist"');
    expect(kept.fragments[key]).toContain('yith-wcwl-wishlistexistsbrowse');
    await setSetting(db(), 'wishlist_hide_add_button', 'yes');
    try {
      const hidden = await s.answer<{ fragments: Record<string, string> }>(actions.add, fields);
      expect(hidden.fragments[key]).not.toContain('single_add_to_wishlist');
      expect(hidden.fragments[key]).toContain('yith-wcwl-wishlistexistsbrowse');
    } finally {
      await setSetting(db(), 'wishlist_hide_add_button', 'no');
    }
  });
});
