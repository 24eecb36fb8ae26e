import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../../tests/support/databases';
import type { TestShop } from '../../../tests/support/shop';
import { wishlist } from '../../lib/contract-names';
import { openTestShop, WishlistShopper } from './wishlist-test-support';

const tableKey = 'yith-wcwl-form.wishlist-fragment';

// A page holds one wishlist form; a call asking for it under 40 keys drew a 200-row table 40 times (10 MB, seconds of work).
describe.each(testDatabases.map((d) => [d.name, d] as const))('the wishlist tables one fragments call draws on %s', (_name, kind) => {
  let shop: TestShop;
  const db = () => shop.deps.database.db;

  beforeAll(async () => {
    shop = await openTestShop(kind);
  });
  afterAll(() => shop?.close());

  it('a call draws one wishlist table, whatever keys ask for more; the buttons are drawn beside it', async () => {
    const owner = new WishlistShopper(shop.app);
    const products = (await db().selectFrom('products').select('id').where('status', '=', 'publish').orderBy('id').execute()).map((p) => p.id);
    const first = await owner.answer<{ wishlist_url: string; user_wishlists: { id: number }[] }>(wishlist.actions.add, { add_to_wishlist: String(products[0]) });
    const now = new Date().toISOString();
    await db().insertInto('wishlist_items').values(products.slice(1, 200).map((id, i) => ({ wishlist_id: first.user_wishlists[0]!.id, product_id: id, position: i + 1, price_when_added: null, added_at: now }))).execute();
    const token = first.wishlist_url.split('/')[3]!;

    const fields: Record<string, string> = { [`fragments[${tableKey}][wishlist_token]`]: token, [`fragments[button][product_id]`]: String(products[0]) };
    for (let i = 0; i < 38; i++) fields[`fragments[t${i}][wishlist_token]`] = token;
    const res = await new WishlistShopper(shop.app).call(wishlist.actions.loadFragments, fields);
    expect(res.status).toBe(200);
    const { fragments } = (await res.json()) as { fragments: Record<string, string> };
    expect(Object.keys(fragments).sort()).toEqual(['button', tableKey]);
    expect(fragments[tableKey]!.match(/data-row-id="\d+"/g)).toHaveLength(200);
  });
});
