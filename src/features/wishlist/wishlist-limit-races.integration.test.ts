import type { Hono } from 'hono';
import { beforeAll, describe, expect, it } from 'vitest';
import { shopOverHttpForSuite } from '../../../tests/support/http-shop';
import { testDatabases } from '../../../tests/support/databases';
import { wishlist } from '../../lib/contract-names';
import type { AppEnv } from '../../server/shop.server';
import { setSetting, WishlistShopper, wishlistRows } from './wishlist-test-support';

const { actions } = wishlist;
const racing = 12;
const manage = '/danh-sach-yeu-thich/quan-ly/';

// Decision 080 (084): parallel adds of one owner, over real sockets, never pass the limits nor make two default wishlists.
describe.each(testDatabases.map((d) => [d.name, d] as const))('the wishlist limits under parallel calls on %s', (_name, kind) => {
  const suite = shopOverHttpForSuite(kind);
  const db = () => suite.shop().deps.database.db;
  // The calls name the test app's origin; over a socket the shop's own is the server's address.
  const sockets = {
    request(path: string, init: RequestInit = {}) {
      const headers = new Headers(init.headers);
      if (headers.has('origin')) headers.set('origin', suite.base());
      return fetch(suite.base() + path, { ...init, headers, redirect: 'manual' });
    },
  };
  const shopper = () => new WishlistShopper(sockets as unknown as Hono<AppEnv>);
  const products = async () => (await db().selectFrom('products').select('id').where('slug', 'like', 'dua-qz-%').orderBy('id').execute()).map((p) => p.id);
  const listsOf = async (s: WishlistShopper) => (await s.answer<{ user_wishlists: { id: number }[] }>(actions.add, { add_to_wishlist: String((await products())[0]) })).user_wishlists;

  beforeAll(async () => {
    await setSetting(db(), 'wishlist_multi_wishlist', 'yes');
    const now = new Date().toISOString();
    const rows = Array.from({ length: 200 + racing }, (_, i) => ({ type: 'simple' as const, status: 'publish', slug: `dua-qz-${i}`, name: `Đũa ${i}`, search_text: `dua ${i}`, regular_price: 1000, created_at: now }));
    await db().insertInto('products').values(rows).execute();
  });

  it('parallel first adds of different products make one default wishlist holding them all', async () => {
    const s = shopper();
    await s.json('add_to_cart', { product_id: String((await products())[0]), quantity: '1' });
    await s.page('/');
    const ids = (await products()).slice(0, racing);
    const answers = await Promise.all(ids.map((id) => s.call(actions.add, { add_to_wishlist: String(id) })));
    expect(answers.map((a) => a.status)).toEqual(ids.map(() => 200));
    const lists = await listsOf(s);
    expect(lists).toHaveLength(1);
    expect(await db().selectFrom('wishlist_items').select('product_id').where('wishlist_id', '=', lists[0]!.id).execute()).toHaveLength(ids.length);
  });

  it('parallel adds of different products to a wishlist one short of 200 leave it at 200, the others refused with 400', async () => {
    const s = shopper();
    const [list] = await listsOf(s);
    const [, ...others] = await products();
    const now = new Date().toISOString();
    await db().insertInto('wishlist_items').values(others.slice(0, 198).map((id, i) => ({ wishlist_id: list!.id, product_id: id, position: i + 1, price_when_added: null, added_at: now }))).execute();
    const answers = await Promise.all(others.slice(198, 198 + racing).map((id) => s.call(actions.add, { add_to_wishlist: String(id), wishlist_id: String(list!.id) })));
    expect(answers.map((a) => a.status).sort()).toEqual([200, ...Array<number>(racing - 1).fill(400)]);
    expect(await db().selectFrom('wishlist_items').select('id').where('wishlist_id', '=', list!.id).execute()).toHaveLength(200);
  });

  it('parallel moves of different rows into a wishlist one short of 200 leave it at 200, the refused rows where they were', async () => {
    const s = shopper();
    const [full] = await listsOf(s);
    const ids = await products();
    const now = new Date().toISOString();
    await db().insertInto('wishlist_items').values(ids.slice(1, 199).map((id, i) => ({ wishlist_id: full!.id, product_id: id, position: i + 1, price_when_added: null, added_at: now }))).execute();
    const [first, ...rest] = ids.slice(199, 199 + racing);
    const made = await s.answer<{ user_wishlists: { id: number }[] }>(actions.add, { add_to_wishlist: String(first), wishlist_id: 'new', wishlist_name: 'Nguồn' });
    const source = made.user_wishlists.find((l) => l.id !== full!.id)!;
    for (const id of rest) await s.call(actions.add, { add_to_wishlist: String(id), wishlist_id: String(source.id) });
    const tokens = new Map((await wishlistRows(db())).map((l) => [l.id, l.token]));
    const rows = await db().selectFrom('wishlist_items').select('id').where('wishlist_id', '=', source.id).execute();
    expect(rows).toHaveLength(racing);
    const moves = rows.map((r) => s.call(actions.move, { wishlist_token: tokens.get(source.id)!, destination_wishlist_token: tokens.get(full!.id)!, item_id: String(r.id) }));
    expect((await Promise.all(moves)).map((a) => a.status).sort()).toEqual([200, ...Array<number>(racing - 1).fill(400)]);
    expect(await db().selectFrom('wishlist_items').select('id').where('wishlist_id', '=', full!.id).execute()).toHaveLength(200);
    expect(await db().selectFrom('wishlist_items').select('id').where('wishlist_id', '=', source.id).execute()).toHaveLength(racing - 1);
  });

  it('parallel adds of one product keep it once, every answer a success', async () => {
    const s = shopper();
    const [list] = await listsOf(s);
    const id = String((await products()).at(-1));
    const answers = await Promise.all(Array.from({ length: racing }, () => s.call(actions.add, { add_to_wishlist: id, wishlist_id: String(list!.id) })));
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 200));
    expect(await db().selectFrom('wishlist_items').select('id').where('wishlist_id', '=', list!.id).execute()).toHaveLength(2);
  });

  it('parallel creations of wishlists by an owner with 19 stop at 20, the others refused with 400', async () => {
    const s = shopper();
    const [product] = await products();
    await listsOf(s);
    for (let i = 1; i < 19; i++) await s.call(actions.add, { add_to_wishlist: String(product), wishlist_id: 'new', wishlist_name: `Danh sách ${i}` });
    expect(await listsOf(s)).toHaveLength(19);
    const answers = await Promise.all(Array.from({ length: racing }, (_, i) => s.call(actions.add, { add_to_wishlist: String(product), wishlist_id: 'new', wishlist_name: `Cùng lúc ${i}` })));
    expect(answers.map((a) => a.status).sort()).toEqual([200, ...Array<number>(racing - 1).fill(400)]);
    expect(await listsOf(s)).toHaveLength(20);
    expect((await wishlistRows(db())).filter((l) => l.name.startsWith('Cùng lúc'))).toHaveLength(1);
  });

  it('parallel posts of the create form by an account stop at 20 wishlists', async () => {
    const s = shopper();
    const account = await (await s.request('/tai-khoan/')).text();
    const registerNonce = /name="woocommerce-register-nonce" value="([0-9a-f]{20})"/.exec(account)![1]!;
    const email = `dua-${kind.name}@example.com`;
    expect((await s.post('/tai-khoan/dang-ky/', { email, password: 'Mật-khẩu-dài-12', display_name: 'Đũa', 'woocommerce-register-nonce': registerNonce, register: 'Đăng ký' })).status).toBe(303);
    const [product] = await products();
    for (let i = 0; i < 19; i++) await s.call(actions.add, { add_to_wishlist: String(product), wishlist_id: i ? 'new' : '', wishlist_name: `Danh sách ${i}` });
    const nonce = /name="_wpnonce" value="([0-9a-f]{20})"/.exec(await s.page(manage))![1]!;
    const create = (i: number) => s.request(manage, { method: 'POST', body: new URLSearchParams({ wishlist_name: `Biểu mẫu ${i}`, _wpnonce: nonce }), headers: { Origin: 'http://localhost' } });
    const answers = await Promise.all(Array.from({ length: racing }, (_, i) => create(i)));
    expect(answers.map((a) => a.headers.get('location')).sort()).toEqual([manage, ...Array<string>(racing - 1).fill(`${manage}#create_new_wishlist`)].sort());
    const userId = (await db().selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
    expect((await wishlistRows(db())).filter((l) => l.user_id === userId)).toHaveLength(20);
  });
});
