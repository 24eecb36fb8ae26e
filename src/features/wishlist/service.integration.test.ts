import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoFacts } from '../../db/seed/demo-facts.server';
import { testDatabases } from '../../../tests/support/databases';
import { openTestShop, type TestShop } from '../../../tests/support/shop';
import { productId } from '../cart/cart-test-support';
import { insertSession } from '../marketing-email/marketing-email-test-support';
import { addToWishlist, moveItem, removeItem, setQuantity, sortItems } from './items.server';
import { claimWishlistsAtLogin } from './claim-at-login.server';
import { canView } from './lists.server';
import * as q from './queries.server';

describe.each(testDatabases.map((d) => [d.name, d] as const))('the wishlist service on %s', (_name, kind) => {
  let shop: TestShop;
  const db = () => shop.deps.database.db;
  const simple = () => productId(db(), demoFacts.simpleProductSlug);
  const sale = () => productId(db(), demoFacts.saleProductSlug);

  beforeAll(async () => {
    shop = await openTestShop(kind);
  });
  afterAll(() => shop?.close());

  it('spec 3.11: a first add makes the default wishlist, keeps the price when added, and a second add is "exists"', async () => {
    const owner = { sessionId: await insertSession(db()) };
    const first = await addToWishlist(db(), owner, await sale(), { kind: 'default' });
    expect(first.result).toBe('true');
    const again = await addToWishlist(db(), owner, await sale(), { kind: 'default' });
    expect(again.result).toBe('exists');
    const lists = await q.ownerWishlists(db(), owner);
    expect(lists).toHaveLength(1);
    expect(lists[0]).toMatchObject({ is_default: 1, privacy: 0 });
    expect(lists[0]!.token).toMatch(/^[0-9A-F]{24}$/);
    const items = await q.wishlistItems(db(), lists[0]!.id);
    expect(items.map((i) => [i.price_when_added, i.quantity, i.position])).toEqual([[demoFacts.saleProductPrices.sale, 1, 0]]);
  });

  it('spec 3.11: someone else\'s wishlist, row or token is refused and nothing is written', async () => {
    const alice = { sessionId: await insertSession(db()) };
    const bob = { sessionId: await insertSession(db()) };
    const added = await addToWishlist(db(), alice, await simple(), { kind: 'new', name: 'Quà tặng', privacy: 2 });
    if (added.result === 'error') throw new Error('add failed');
    const [item] = await q.wishlistItems(db(), added.list.id);
    expect(await addToWishlist(db(), bob, await sale(), { kind: 'id', id: added.list.id })).toEqual({ result: 'error', reason: 'wishlist' });
    expect(await removeItem(db(), bob, item!.id)).toBe(false);
    expect(await setQuantity(db(), bob, added.list.token, item!.id, 5)).toBe(false);
    expect(await sortItems(db(), bob, added.list.token, [item!.id], 0)).toBe(false);
    expect(await moveItem(db(), bob, item!.id, added.list.token, { kind: 'default' })).toBeUndefined();
    expect(await q.wishlistItems(db(), added.list.id)).toEqual([item]);
    expect(canView(added.list, bob)).toBe(false);
    expect(canView(added.list, alice)).toBe(true);
  });

  it('spec 3.11: a login hands the guest\'s wishlists to the account, pouring the default list into the account\'s', async () => {
    const userId = 900_001;
    const earlier = { sessionId: await insertSession(db()) };
    await addToWishlist(db(), earlier, await simple(), { kind: 'default' });
    await claimWishlistsAtLogin(db(), earlier.sessionId, userId);
    const guest = { sessionId: await insertSession(db()) };
    await addToWishlist(db(), guest, await simple(), { kind: 'default' });
    await addToWishlist(db(), guest, await sale(), { kind: 'default' });
    await addToWishlist(db(), guest, await sale(), { kind: 'new', name: 'Sinh nhật', privacy: 1 });
    await claimWishlistsAtLogin(db(), guest.sessionId, userId);
    expect(await q.ownerWishlists(db(), guest)).toEqual([]);
    const lists = await q.ownerWishlists(db(), { userId });
    expect(lists.map((l) => [l.name, l.is_default])).toEqual([['Danh sách yêu thích', 1], ['Sinh nhật', 0]]);
    expect((await q.wishlistItems(db(), lists[0]!.id)).map((i) => i.product_id)).toEqual([await simple(), await sale()]);
  });
});
