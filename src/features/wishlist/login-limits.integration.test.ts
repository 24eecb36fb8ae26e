import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../../tests/support/databases';
import { openTestShop, type TestShop } from '../../../tests/support/shop';
import { insertSession } from '../marketing-email/marketing-email-test-support';
import { addToWishlist } from './items.server';
import { wishlistLimits } from './limits.server';
import { claimWishlistsAtLogin } from './claim-at-login.server';
import * as q from './queries.server';

// Decision 084: a login keeps the account within 20 wishlists; a guest's lists that do not fit pour into its default one.
describe.each(testDatabases.map((d) => [d.name, d] as const))('the wishlists a login hands over on %s', (_name, kind) => {
  let shop: TestShop;
  let nextUser = 910_000;
  const db = () => shop.deps.database.db;
  const products = async () => (await db().selectFrom('products').select('id').where('status', '=', 'publish').where('type', '=', 'simple').orderBy('id').execute()).map((p) => p.id);

  /** A guest session holding a default list with `first` and `lists` more lists of one product each; its id. */
  async function guestWith(lists: number, first: number, later: number[]): Promise<string> {
    const sessionId = await insertSession(db());
    await addToWishlist(db(), { sessionId }, first, { kind: 'default' });
    for (let i = 0; i < lists; i++) await addToWishlist(db(), { sessionId }, later[i % later.length]!, { kind: 'new', name: `Khách ${i}`, privacy: 0 });
    return sessionId;
  }

  /** Every product kept anywhere by the owner. */
  const keptProducts = async (userId: number) => {
    const rows = await db().selectFrom('wishlist_items').innerJoin('wishlists', 'wishlists.id', 'wishlist_items.wishlist_id').select('product_id').where('wishlists.user_id', '=', userId).execute();
    return [...new Set(rows.map((r) => r.product_id))].sort((a, b) => a - b);
  };

  beforeAll(async () => {
    shop = await openTestShop(kind);
  });
  afterAll(() => shop?.close());

  it('logging in again and again with 19 lists each time never takes the account past 20 wishlists, and no product is lost', async () => {
    const userId = nextUser++;
    const ids = await products();
    for (let login = 0; login < 3; login++) {
      const guest = await guestWith(19, ids[login]!, ids.slice(3 + login * 5, 8 + login * 5));
      await claimWishlistsAtLogin(db(), guest, userId);
      expect(await q.ownerWishlists(db(), { sessionId: guest })).toEqual([]);
      const lists = await q.ownerWishlists(db(), { userId });
      expect(lists).toHaveLength(wishlistLimits.listsPerOwner);
      expect(lists.filter((l) => l.is_default === 1)).toHaveLength(1);
    }
    expect(await keptProducts(userId)).toEqual(ids.slice(0, 18));
  });

  it('an account with room takes the guest\'s oldest lists as they are, and pours the rest into its default one', async () => {
    const userId = nextUser++;
    const ids = await products();
    await claimWishlistsAtLogin(db(), await guestWith(17, ids[0]!, [ids[1]!]), userId);
    expect(await q.ownerWishlists(db(), { userId })).toHaveLength(18);
    await claimWishlistsAtLogin(db(), await guestWith(3, ids[2]!, [ids[3]!, ids[4]!, ids[5]!]), userId);
    const lists = await q.ownerWishlists(db(), { userId });
    expect(lists.slice(-2).map((l) => l.name)).toEqual(['Khách 0', 'Khách 1']);
    expect(lists).toHaveLength(20);
    const accountDefault = lists.find((l) => l.is_default === 1)!;
    expect((await q.wishlistItems(db(), accountDefault.id)).map((i) => i.product_id)).toEqual([ids[0], ids[2], ids[5]]);
  });

  it('a private list poured at login makes the account\'s default list private too: its products never become public', async () => {
    const userId = nextUser++;
    const ids = await products();
    await claimWishlistsAtLogin(db(), await guestWith(0, ids[0]!, []), userId);
    const guest = await guestWith(0, ids[1]!, []);
    const [guestDefault] = await q.ownerWishlists(db(), { sessionId: guest });
    await q.updateWishlist(db(), guestDefault!.id, { privacy: 2 });
    await claimWishlistsAtLogin(db(), guest, userId);
    const [accountDefault] = await q.ownerWishlists(db(), { userId });
    expect(accountDefault).toMatchObject({ is_default: 1, privacy: 2 });
    expect((await q.publicWishlists(db(), 1000)).map((l) => l.id)).not.toContain(accountDefault!.id);
  });
});
