import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoFacts } from '../../db/seed/demo-facts.server';
import { testDatabases } from '../../../tests/support/databases';
import { wishlist } from '../../lib/contract-names';
import type { TestShop } from '../../../tests/support/shop';
import { itemRows, openTestShop, productId, setSetting, snapshot, WishlistShopper, wishlistRows } from './wishlist-test-support';

const { actions } = wishlist;
const manage = '/danh-sach-yeu-thich/quan-ly/';
const tooManyLists = 'Bạn đã có 20 danh sách yêu thích, số danh sách tối đa. Hãy thêm sản phẩm vào một danh sách sẵn có.';
const listFull = 'Danh sách này đã có 200 sản phẩm, số sản phẩm tối đa của một danh sách.';

// Decision 080: lists per owner and items per list are capped, and the create form asks for its nonce.
describe.each(testDatabases.map((d) => [d.name, d] as const))('the wishlist limits on %s', (_name, kind) => {
  let shop: TestShop;
  const db = () => shop.deps.database.db;
  const simple = () => productId(db(), demoFacts.simpleProductSlug);
  const nonceOn = (html: string) => /name="_wpnonce" value="([0-9a-f]{20})"/.exec(html)![1]!;
  const create = (s: WishlistShopper, fields: Record<string, string>) => s.request(manage, { method: 'POST', body: new URLSearchParams(fields), headers: { Origin: 'http://localhost' } });

  beforeAll(async () => {
    shop = await openTestShop(kind);
    await setSetting(db(), 'wishlist_multi_wishlist', 'yes');
  });
  afterAll(() => shop?.close());

  it('the create form without its nonce, or with a wrong one, makes nothing', async () => {
    const s = new WishlistShopper(shop.app);
    const nonce = nonceOn(await s.page(manage));
    const before = await snapshot(db());
    for (const wrong of [{}, { _wpnonce: '0123456789abcdef0123' }, { _wpnonce: s.nonceFor(actions.add) }] as Record<string, string>[]) {
      expect((await create(s, { wishlist_name: 'Quà', ...wrong })).headers.get('location')).toBe(`${manage}#create_new_wishlist`);
      expect(await s.page(manage)).toContain('Phiên làm việc đã hết hạn.');
    }
    expect(await snapshot(db())).toEqual(before);
    expect((await create(s, { wishlist_name: 'Quà', _wpnonce: nonce })).headers.get('location')).toBe(manage);
  });

  it('an owner keeps at most 20 wishlists: the form, the add call and the move call refuse the 21st, nothing written', async () => {
    const s = new WishlistShopper(shop.app);
    await s.answer(actions.add, { add_to_wishlist: String(await simple()) });
    for (let i = 1; i < 20; i++) expect((await create(s, { wishlist_name: `Danh sách ${i}`, _wpnonce: nonceOn(await s.page(manage)) })).headers.get('location')).toBe(manage);
    const lists = await s.answer<{ user_wishlists: unknown[] }>(actions.add, { add_to_wishlist: String(await simple()) });
    expect(lists.user_wishlists).toHaveLength(20);
    const before = await snapshot(db());

    expect((await create(s, { wishlist_name: 'Thêm nữa', _wpnonce: nonceOn(await s.page(manage)) })).headers.get('location')).toBe(`${manage}#create_new_wishlist`);
    expect(await s.page(manage)).toContain(tooManyLists);
    const added = await s.call(actions.add, { add_to_wishlist: String(await productId(db(), demoFacts.saleProductSlug)), wishlist_id: 'new', wishlist_name: 'Thêm nữa' });
    expect(added.status).toBe(400);
    expect(await added.json()).toEqual({ prod_id: expect.any(Number), result: 'error', message: tooManyLists });
    const row = (await itemRows(db())).at(-1)!;
    const token = (await wishlistRows(db())).find((l) => l.id === row.wishlist_id)!.token;
    const moved = await s.call(actions.move, { wishlist_token: token, destination_wishlist_token: 'new', wishlist_name: 'Thêm nữa', item_id: String(row.id) });
    expect(moved.status).toBe(400);
    expect(await moved.json()).toEqual({ result: false, message: tooManyLists });
    expect(await snapshot(db())).toEqual(before);
  });

  it('a wishlist holds at most 200 items: the add call, the add link and the move call refuse the 201st, nothing written', async () => {
    const s = new WishlistShopper(shop.app);
    const first = await s.answer<{ user_wishlists: { id: number }[] }>(actions.add, { add_to_wishlist: String(await simple()) });
    const full = first.user_wishlists[0]!.id;
    const others = await db().selectFrom('products').select('id').where('status', '=', 'publish').where('id', '!=', await simple()).orderBy('id').execute();
    const now = new Date().toISOString();
    await db().insertInto('wishlist_items').values(others.slice(0, 199).map((p, i) => ({ wishlist_id: full, product_id: p.id, position: i + 1, price_when_added: null, added_at: now }))).execute();
    const [extra, moving] = others.slice(199).map((p) => p.id);
    const second = await s.answer<{ user_wishlists: { id: number }[] }>(actions.add, { add_to_wishlist: String(moving), wishlist_id: 'new', wishlist_name: 'Phụ' });
    const away = second.user_wishlists.find((l) => l.id !== full)!.id;
    const tokens = new Map((await wishlistRows(db())).map((l) => [l.id, l.token]));
    const before = await snapshot(db());

    const added = await s.call(actions.add, { add_to_wishlist: String(extra), wishlist_id: String(full) });
    expect(added.status).toBe(400);
    expect(await added.json()).toEqual({ prod_id: extra, result: 'error', message: listFull });
    expect((await s.request(`/?add_to_wishlist=${extra}`)).status).toBe(303);
    expect(await s.page('/')).toContain(listFull);
    const row = (await itemRows(db())).find((i) => i.wishlist_id === away)!;
    const moved = await s.call(actions.move, { wishlist_token: tokens.get(away)!, destination_wishlist_token: tokens.get(full)!, item_id: String(row.id) });
    expect(moved.status).toBe(400);
    expect(await moved.json()).toEqual({ result: false, message: listFull });
    const reloaded = await s.call(actions.reloadAndAdd, { add_to_wishlist: String(extra), wishlist_token: tokens.get(full)! });
    expect(reloaded.status).toBe(400);
    expect(await snapshot(db())).toEqual(before);
  });
});
