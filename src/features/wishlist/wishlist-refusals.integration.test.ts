import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoFacts } from '../../db/seed/demo-facts.server';
import { testDatabases } from '../../../tests/support/databases';
import { wishlist } from '../../lib/contract-names';
import type { TestShop } from '../../../tests/support/shop';
import { itemRows, openTestShop, productId, snapshot, WishlistShopper, wishlistRows } from './wishlist-test-support';

const { actions } = wishlist;
type Fields = Record<string, string | string[]>;

describe.each(testDatabases.map((d) => [d.name, d] as const))('wishlist calls refused, and the public wishlists, on %s', (_name, kind) => {
  let shop: TestShop;
  const db = () => shop.deps.database.db;
  const shopper = () => new WishlistShopper(shop.app);
  const simple = () => productId(db(), demoFacts.simpleProductSlug);
  const sale = () => productId(db(), demoFacts.saleProductSlug);

  /** A shopper with one product in their default wishlist: its id, token and row id. */
  async function ownerWithOne(id: number) {
    const s = shopper();
    const added = await s.answer<{ user_wishlists: { id: number }[] }>(actions.add, { add_to_wishlist: String(id) });
    const listId = added.user_wishlists[0]!.id;
    const token = (await wishlistRows(db())).find((l) => l.id === listId)!.token;
    const row = (await itemRows(db())).find((i) => i.wishlist_id === listId)!.id;
    return { s, listId, token, row };
  }

  beforeAll(async () => {
    shop = await openTestShop(kind);
  });
  afterAll(() => shop?.close());

  it('contract.md: every call with a wrong nonce, or another call\'s, answers 403 {"result":false} and writes nothing', async () => {
    const { s, listId, token, row } = await ownerWithOne(await simple());
    const fields: Record<string, Fields> = {
      [actions.add]: { add_to_wishlist: String(await sale()) },
      [actions.remove]: { remove_from_wishlist: String(row), wishlist_token: token },
      [actions.removeFromAll]: { prod_id: String(await simple()) },
      [actions.sort]: { 'positions[]': [String(row)], wishlist_token: token },
      [actions.updateQuantity]: { product_id: String(row), wishlist_token: token, quantity: '5' },
      [actions.move]: { wishlist_token: token, destination_wishlist_token: 'new', wishlist_name: 'X', item_id: String(row) },
      [actions.saveTitle]: { wishlist_id: String(listId), title: 'Đổi tên' },
      [actions.savePrivacy]: { wishlist_id: String(listId), privacy: '2' },
      [actions.deleteItem]: { item_id: String(row) },
      [actions.askEstimate]: { wishlist_id: String(listId), reply_email: 'a@b.vn' },
      [actions.reloadAndAdd]: { add_to_wishlist: String(await sale()), wishlist_token: token },
      [actions.loadFragments]: { [`fragments[yith-wcwl-form.wishlist-fragment][wishlist_token]`]: token },
      [actions.loadMobile]: { [`fragments[yith-wcwl-form.wishlist-fragment][wishlist_token]`]: token },
    };
    expect(Object.keys(fields).sort()).toEqual(Object.values(actions).sort());
    const before = await snapshot(db());
    const estimates = await db().selectFrom('wishlist_estimates').selectAll().execute();
    for (const [action, body] of Object.entries(fields)) {
      for (const nonce of ['', '0123456789abcdef0123', s.nonceFor(action === actions.add ? actions.remove : actions.add)]) {
        const res = await s.call(action as never, body, nonce);
        expect(res.status, `${action} with ${nonce || 'no nonce'}`).toBe(403);
        expect(await res.json()).toEqual({ result: false });
      }
    }
    expect(await snapshot(db())).toEqual(before);
    expect(await db().selectFrom('wishlist_estimates').selectAll().execute()).toEqual(estimates);
  });

  it('spec 3.11: hostile row ids, wishlist ids, tokens and quantities are refused by every call with 4xx, nothing written', async () => {
    const { s, listId, token, row } = await ownerWithOne(await simple());
    const bigId = '99999999';
    const attempts: [string, Fields][] = [
      ...['', 'x', '-1', '0', '1.5', bigId, `${row} OR 1=1`].map((id): [string, Fields] => [actions.remove, { remove_from_wishlist: id, wishlist_token: token }]),
      [actions.remove, { remove_from_wishlist: String(row), wishlist_token: 'not-a-token' }],
      [actions.remove, { remove_from_wishlist: String(row), wishlist_token: '0123456789ABCDEF01234567' }],
      ...['', 'x', bigId].map((id): [string, Fields] => [actions.deleteItem, { item_id: id }]),
      [actions.removeFromAll, { prod_id: '-5' }],
      ...['0', '-2', '10000', '1e3', '٣', '0x10'].map((quantity): [string, Fields] => [actions.updateQuantity, { product_id: String(row), wishlist_token: token, quantity }]),
      [actions.updateQuantity, { product_id: bigId, wishlist_token: token, quantity: '2' }],
      [actions.sort, { 'positions[]': [bigId], wishlist_token: token }],
      [actions.sort, { 'positions[]': [String(row)], wishlist_token: token, page: '0' }],
      [actions.sort, { 'positions[]': Array.from({ length: 501 }, () => String(row)), wishlist_token: token }],
      [actions.move, { wishlist_token: token, destination_wishlist_token: 'x', item_id: String(row) }],
      [actions.move, { wishlist_token: token, destination_wishlist_token: '0123456789ABCDEF01234567', item_id: String(row) }],
      [actions.saveTitle, { wishlist_id: bigId, title: 'Tên' }],
      [actions.saveTitle, { wishlist_id: 'x', title: 'Tên' }],
      [actions.savePrivacy, { wishlist_id: String(listId), privacy: '3' }],
      [actions.savePrivacy, { wishlist_id: String(listId), privacy: '' }],
      [actions.askEstimate, { wishlist_id: bigId, reply_email: 'a@b.vn' }],
      [actions.askEstimate, { wishlist_id: String(listId), reply_email: 'a@b.vn', additional_notes: 'x'.repeat(2001) }],
      [actions.reloadAndAdd, { add_to_wishlist: bigId, wishlist_token: token }],
      [actions.reloadAndAdd, { add_to_wishlist: String(await sale()), wishlist_token: 'nope' }],
      [actions.add, { add_to_wishlist: String(await sale()), wishlist_id: bigId }],
    ];
    const before = await snapshot(db());
    for (const [action, body] of attempts) {
      const res = await s.call(action as never, body);
      expect(res.status, `${action} ${JSON.stringify(body).slice(0, 120)}`).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
    }
    expect(await snapshot(db())).toEqual(before);
    expect(await db().selectFrom('wishlist_estimates').selectAll().execute()).toEqual([]);
  });

  it('spec 3.11: a row cannot be moved into someone else\'s wishlist, nor someone else\'s row into one\'s own', async () => {
    const alice = await ownerWithOne(await simple());
    const bob = await ownerWithOne(await sale());
    const before = await snapshot(db());
    expect((await bob.s.call(actions.move, { wishlist_token: bob.token, destination_wishlist_token: alice.token, item_id: String(bob.row) })).status).toBe(403);
    expect((await bob.s.call(actions.move, { wishlist_token: alice.token, destination_wishlist_token: bob.token, item_id: String(alice.row) })).status).toBe(403);
    expect((await bob.s.call(actions.removeFromAll, { prod_id: String(await simple()) })).status).toBe(200);
    expect(await snapshot(db())).toEqual(before);
  });

  it('spec 3.11: the public page lists public wishlists that hold something; shared, private and empty ones never', async () => {
    const open = await ownerWithOne(await simple());
    await open.s.answer(actions.saveTitle, { wishlist_id: String(open.listId), title: 'Quà công khai' });
    const shared = await ownerWithOne(await sale());
    await shared.s.answer(actions.saveTitle, { wishlist_id: String(shared.listId), title: 'Quà chia sẻ' });
    await shared.s.answer(actions.savePrivacy, { wishlist_id: String(shared.listId), privacy: '1' });
    const closed = await ownerWithOne(await sale());
    await closed.s.answer(actions.saveTitle, { wishlist_id: String(closed.listId), title: 'Quà riêng' });
    await closed.s.answer(actions.savePrivacy, { wishlist_id: String(closed.listId), privacy: '2' });
    const emptied = await ownerWithOne(await simple());
    await emptied.s.answer(actions.saveTitle, { wishlist_id: String(emptied.listId), title: 'Quà đã hết' });
    await emptied.s.answer(actions.deleteItem, { item_id: String(emptied.row) });

    const visitor = shopper();
    const res = await visitor.request('/danh-sach-yeu-thich/cong-khai/');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const html = await res.text();
    expect(html).toContain(`<a href="/danh-sach-yeu-thich/xem/${open.token}/">Quà công khai</a>`);
    for (const hidden of [shared, closed, emptied]) expect(html).not.toContain(hidden.token);
    for (const name of ['Quà chia sẻ', 'Quà riêng', 'Quà đã hết']) expect(html).not.toContain(name);

    await open.s.answer(actions.savePrivacy, { wishlist_id: String(open.listId), privacy: '2' });
    expect(await (await visitor.request('/danh-sach-yeu-thich/cong-khai/')).text()).not.toContain(open.token);
  });
});

