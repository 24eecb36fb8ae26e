import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoFacts } from '../../db/seed/demo-facts.server';
import { testDatabases } from '../../../tests/support/databases';
import { cms, wishlist } from '../../lib/contract-names';
import type { TestShop } from '../../../tests/support/shop';
import { itemRows, openTestShop, productId, snapshot, WishlistShopper, wishlistRows } from './wishlist-test-support';

const { actions } = wishlist;
const buttonKey = (id: number) => `yith-wcwl-add-to-wishlist.add-to-wishlist-${id}.wishlist-fragment.on-first-load`;

interface AddAnswer {
  prod_id: number;
  result: string;
  message: string;
  fragments: Record<string, string>;
  user_wishlists: { id: number; wishlist_name: string; default: boolean; add_to_this_wishlist_url: string }[];
  wishlist_url: string;
}

describe.each(testDatabases.map((d) => [d.name, d] as const))('the wishlist calls (single mode) on %s', (_name, kind) => {
  let shop: TestShop;
  const db = () => shop.deps.database.db;
  const shopper = () => new WishlistShopper(shop.app);
  const simple = () => productId(db(), demoFacts.simpleProductSlug);
  const sale = () => productId(db(), demoFacts.saleProductSlug);

  beforeAll(async () => {
    shop = await openTestShop(kind);
  });
  afterAll(() => shop?.close());

  it('contract.md: every page prints yith_wcwl_l10n with the flags of spec 9.6 as strings, the action names and a nonce per call', async () => {
    const s = shopper();
    const html = await s.page('/');
    const settings = JSON.parse(/var yith_wcwl_l10n=(.*?);(?=\n|<\/script>)/.exec(html)![1]!) as Record<string, unknown>;
    expect(settings).toMatchObject({
      ajax_url: cms.ajaxPath,
      multi_wishlist: '',
      modal_enable: '1',
      enable_tooltip: '1',
      enable_notices: '1',
      popup_timeout: '3000',
      remove_from_wishlist_after_add_to_cart: '1',
      reload_on_found_variation: '1',
      is_wishlist_responsive: '1',
      enable_ajax_loading: '',
      redirect_to_cart: 'no',
      fragments_index_glue: '.',
      actions: { add_to_wishlist_action: 'add_to_wishlist', load_fragments_action: 'load_fragments' },
    });
    expect(Object.keys(settings.nonce as object)).toHaveLength(Object.keys(actions).length);
  });

  it('spec 7.6: a first add answers result "true" with the exact fields; the second "exists"; the count follows', async () => {
    const s = shopper();
    const id = await sale();
    expect(await s.count()).toBe(0);
    const res = await s.call(actions.add, { add_to_wishlist: String(id), product_type: 'simple', wishlist_id: '', [`fragments[${buttonKey(id)}][product_id]`]: String(id) });
    expect(res.status).toBe(200);
    const first = (await res.json()) as AddAnswer;
    expect(Object.keys(first).sort()).toEqual(['fragments', 'message', 'prod_id', 'result', 'user_wishlists', 'wishlist_url']);
    expect(first).toMatchObject({ prod_id: id, result: 'true', message: 'Đã thêm sản phẩm vào danh sách yêu thích!' });
    expect(first.user_wishlists).toEqual([{ id: expect.any(Number), wishlist_name: 'Danh sách yêu thích', default: true, add_to_this_wishlist_url: `?add_to_wishlist=${id}&wishlist_id=${first.user_wishlists[0]!.id}` }]);
    expect(first.wishlist_url).toMatch(/^\/danh-sach-yeu-thich\/xem\/[0-9A-F]{24}\/$/);
    expect(first.fragments[buttonKey(id)]).toContain('yith-wcwl-wishlistexistsbrowse');
    const again = await s.answer<AddAnswer>(actions.add, { add_to_wishlist: String(id), product_type: 'simple' });
    expect(again.result).toBe('exists');
    expect(await s.count()).toBe(1);
  });

  it('contract.md: a bad or missing nonce answers {"result":false} and writes nothing', async () => {
    const s = shopper();
    const before = await snapshot(db());
    for (const nonce of ['', 'deadbeefdeadbeefdead', '<script>']) {
      const res = await s.call(actions.add, { add_to_wishlist: String(await simple()) }, nonce);
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({ result: false });
    }
    expect(await snapshot(db())).toEqual(before);
  });

  it('spec 7.6: hostile product ids and wishlist ids are refused with 4xx and nothing is written, no session made', async () => {
    const s = shopper();
    const before = await snapshot(db());
    for (const raw of ['', '0', '-1', 'abc', '99999999', '1e3', '2147483648', String(await productId(db(), demoFacts.colourSwatchProductSlug)) + ' OR 1=1']) {
      const res = await s.call(actions.add, { add_to_wishlist: raw });
      expect(res.status, raw).toBe(400);
      expect(await res.json()).toMatchObject({ result: 'error' });
    }
    for (const wishlistId of ['abc', '-3', '1.5']) {
      expect((await s.call(actions.add, { add_to_wishlist: String(await simple()), wishlist_id: wishlistId })).status).toBe(400);
    }
    expect(await snapshot(db())).toEqual(before);
    expect(s.cookies.has('shop_session')).toBe(false);
  });

  it('spec 3.11: another shopper cannot remove, move, sort, change the quantity of or rename what is someone else\'s', async () => {
    const alice = shopper();
    const added = await alice.answer<AddAnswer>(actions.add, { add_to_wishlist: String(await simple()) });
    const list = (await wishlistRows(db())).find((l) => l.id === added.user_wishlists[0]!.id)!;
    const [item] = (await itemRows(db())).filter((i) => i.wishlist_id === list.id);
    const bob = shopper();
    await bob.answer(actions.add, { add_to_wishlist: String(await sale()) });
    const before = await snapshot(db());
    const attempts: [string, Record<string, string | string[]>][] = [
      [actions.remove, { remove_from_wishlist: String(item!.id), wishlist_token: list.token }],
      [actions.remove, { remove_from_wishlist: String(item!.id) }],
      [actions.deleteItem, { item_id: String(item!.id) }],
      [actions.updateQuantity, { product_id: String(item!.id), wishlist_token: list.token, quantity: '7' }],
      [actions.sort, { 'positions[]': [String(item!.id)], wishlist_token: list.token, page: '1', per_page: '10' }],
      [actions.saveTitle, { wishlist_id: String(list.id), title: 'Của Bob' }],
      [actions.savePrivacy, { wishlist_id: String(list.id), privacy: '2' }],
      [actions.add, { add_to_wishlist: String(await sale()), wishlist_id: String(list.id) }],
      [actions.reloadAndAdd, { add_to_wishlist: String(await sale()), wishlist_token: list.token }],
    ];
    for (const [action, fields] of attempts) {
      const res = await bob.call(action as never, fields);
      expect(res.status, action).toBe(403);
    }
    expect(await snapshot(db())).toEqual(before);
  });

  it('spec 7.6: the owner changes the quantity, sorts, renames, sets the privacy, removes; hostile quantities are refused', async () => {
    const s = shopper();
    const first = await s.answer<AddAnswer>(actions.add, { add_to_wishlist: String(await simple()) });
    await s.answer(actions.add, { add_to_wishlist: String(await sale()) });
    const listId = first.user_wishlists[0]!.id;
    const token = (await wishlistRows(db())).find((l) => l.id === listId)!.token;
    const items = () => itemRows(db()).then((rows) => rows.filter((r) => r.wishlist_id === listId));
    const [a, b] = await items();

    const before = await snapshot(db());
    for (const quantity of ['0', '-1', '10000', '2.5', 'x', '']) {
      expect((await s.call(actions.updateQuantity, { product_id: String(a!.id), wishlist_token: token, quantity })).status, quantity).toBe(400);
    }
    expect((await s.call(actions.sort, { 'positions[]': [String(a!.id), String(a!.id)], wishlist_token: token })).status).toBe(403);
    expect((await s.call(actions.sort, { 'positions[]': [String(a!.id), 'x'], wishlist_token: token })).status).toBe(400);
    expect(await snapshot(db())).toEqual(before);

    expect(await s.answer(actions.updateQuantity, { product_id: String(a!.id), wishlist_token: token, quantity: '3' })).toEqual({ result: true });
    expect(await s.answer(actions.sort, { 'positions[]': [String(b!.id), String(a!.id)], wishlist_token: token, page: '1', per_page: '2' })).toEqual({ result: true });
    expect((await items()).map((i) => [i.id, i.position, i.quantity])).toEqual([[a!.id, 1, 3], [b!.id, 0, 1]]);

    expect(await s.answer(actions.saveTitle, { wishlist_id: String(listId), title: '   ' })).toEqual({ result: false, fragments: {} });
    expect(await s.answer(actions.saveTitle, { wishlist_id: String(listId), title: 'Quà Tết' })).toEqual({ result: true, fragments: {} });
    expect((await s.call(actions.savePrivacy, { wishlist_id: String(listId), privacy: '5' })).status).toBe(400);
    expect(await s.answer(actions.savePrivacy, { wishlist_id: String(listId), privacy: '2' })).toEqual({ fragments: {} });
    expect((await wishlistRows(db())).find((l) => l.id === listId)).toMatchObject({ name: 'Quà Tết', privacy: 2 });

    expect(await s.answer(actions.remove, { remove_from_wishlist: String(a!.id), wishlist_token: token })).toEqual({ fragments: {} });
    expect(await s.answer(actions.deleteItem, { item_id: String(b!.id) })).toEqual({ message: 'Đã xoá sản phẩm khỏi danh sách yêu thích.', fragments: {} });
    expect(await items()).toEqual([]);
    expect(await s.count()).toBe(0);
  });

  it('spec 7.6: remove from all wishlists takes the product out and answers the fragments drawn anew', async () => {
    const s = shopper();
    const id = await simple();
    await s.answer(actions.add, { add_to_wishlist: String(id) });
    const answer = await s.answer<{ fragments: Record<string, string> }>(actions.removeFromAll, { prod_id: String(id), [`fragments[${buttonKey(id)}][product_id]`]: String(id) });
    expect(Object.keys(answer)).toEqual(['fragments']);
    expect(answer.fragments[buttonKey(id)]).toContain('a href="?add_to_wishlist=');
    expect(await s.count()).toBe(0);
    expect((await s.call(actions.removeFromAll, { prod_id: 'x' })).status).toBe(400);
  });

  it('spec 7.6: load fragments and load mobile draw the button and the table; a private table is not drawn for others', async () => {
    const s = shopper();
    const id = await sale();
    const added = await s.answer<AddAnswer>(actions.add, { add_to_wishlist: String(id) });
    const token = added.wishlist_url.split('/')[3]!;
    const tableKey = 'yith-wcwl-form.wishlist-fragment';
    const fields = { [`fragments[${buttonKey(id)}][product_id]`]: String(id), [`fragments[${tableKey}][wishlist_token]`]: token, [`fragments[${tableKey}][is_user_owner]`]: 'false' };
    const own = await s.answer<{ fragments: Record<string, string> }>(actions.loadFragments, fields);
    expect(Object.keys(own.fragments).sort()).toEqual([tableKey, buttonKey(id)].sort());
    expect(own.fragments[tableKey]).toContain(`data-token="${token}"`);
    expect(own.fragments[tableKey]).toContain('remove_from_wishlist');
    const mobile = await s.answer<{ fragments: Record<string, string> }>(actions.loadMobile, fields);
    expect(mobile.fragments[tableKey]).toContain('wishlist_table wishlist_view traditional responsive mobile');

    const other = shopper();
    const shared = await other.answer<{ fragments: Record<string, string> }>(actions.loadFragments, fields);
    expect(shared.fragments[tableKey]).not.toContain('remove_from_wishlist');
    await s.answer(actions.savePrivacy, { wishlist_id: String(added.user_wishlists[0]!.id), privacy: '2' });
    const hidden = await other.answer<{ fragments: Record<string, string> }>(actions.loadFragments, fields);
    expect(Object.keys(hidden.fragments)).toEqual([buttonKey(id)]);
  });

  it('spec 7.6: reload and add puts the product in the owner\'s wishlist and answers the wishlist form', async () => {
    const s = shopper();
    const added = await s.answer<AddAnswer>(actions.add, { add_to_wishlist: String(await sale()) });
    const token = added.wishlist_url.split('/')[3]!;
    const res = await s.call(actions.reloadAndAdd, { add_to_wishlist: String(await simple()), wishlist_token: token, wishlist_id: String(added.user_wishlists[0]!.id), pagination: 'no', per_page: '5', product_type: 'simple' });
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('id="yith-wcwl-form"');
    expect(html.match(/data-row-id="\d+"/g)?.length).toBeGreaterThanOrEqual(2);
    expect(await s.count()).toBe(2);
  });
});
