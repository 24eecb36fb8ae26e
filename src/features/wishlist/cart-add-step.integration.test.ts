import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoFacts } from '../../db/seed/demo-facts.server';
import { testDatabases } from '../../../tests/support/databases';
import type { TestShop } from '../../../tests/support/shop';
import { itemRows, openTestShop, productId, setSetting, WishlistShopper } from './wishlist-test-support';

// Spec 3.2, 4.6, 6: `?wc-ajax=add_to_cart` from a wishlist row takes the row out for the wishlist's owner only.
describe.each(testDatabases.map((d) => [d.name, d] as const))('add to cart from a wishlist row on %s', (_name, kind) => {
  let shop: TestShop;
  const db = () => shop.deps.database.db;
  const shopper = () => new WishlistShopper(shop.app);

  beforeAll(async () => {
    shop = await openTestShop(kind);
  });
  afterAll(() => shop?.close());

  /** A shopper whose default wishlist holds the simple product; answers the row and the wishlist. */
  async function ownerWithRow() {
    const s = shopper();
    const product = await productId(db(), demoFacts.simpleProductSlug);
    expect((await s.request(`/cua-hang/?add_to_wishlist=${product}`)).status).toBe(303);
    const row = (await itemRows(db())).at(-1)!;
    return { s, product, row, token: (await db().selectFrom('wishlists').select('token').where('id', '=', row.wishlist_id).executeTakeFirstOrThrow()).token };
  }

  const addFromRow = (s: WishlistShopper, fields: Record<string, string>) =>
    s.request('/?wc-ajax=add_to_cart', { method: 'POST', body: new URLSearchParams({ quantity: '1', ...fields }), headers: { Origin: 'http://localhost' } });
  const rowExists = async (id: number) => (await itemRows(db())).some((r) => r.id === id);

  it('spec 4.6, 6: someone else adding the row from a shared link gets it in their cart; the owner\'s row stays', async () => {
    const { product, row, token } = await ownerWithRow();
    const visitor = shopper();
    await visitor.page(`/danh-sach-yeu-thich/xem/${token}/`);
    const res = await addFromRow(visitor, { product_id: String(product), remove_from_wishlist_after_add_to_cart: String(row.id), wishlist_id: String(row.wishlist_id) });
    expect(((await res.json()) as { fragments?: object }).fragments).toBeDefined();
    expect(await rowExists(row.id)).toBe(true);
  });

  it('spec 4.6: a row id that does not match the product or the wishlist is left; the owner\'s own add takes the row out', async () => {
    const { s, product, row } = await ownerWithRow();
    const other = await productId(db(), demoFacts.saleProductSlug);
    await addFromRow(s, { product_id: String(other), remove_from_wishlist_after_add_to_cart: String(row.id), wishlist_id: String(row.wishlist_id) });
    await addFromRow(s, { product_id: String(product), remove_from_wishlist_after_add_to_cart: String(row.id), wishlist_id: String(row.wishlist_id + 1000) });
    await addFromRow(s, { product_id: String(product), remove_from_wishlist_after_add_to_cart: 'abc', wishlist_id: String(row.wishlist_id) });
    expect(await rowExists(row.id)).toBe(true);
    const res = await addFromRow(s, { product_id: String(product), remove_from_wishlist_after_add_to_cart: String(row.id), wishlist_id: String(row.wishlist_id) });
    expect(res.status).toBe(200);
    expect(await rowExists(row.id)).toBe(false);
    expect(await s.page('/gio-hang/')).toContain('Ví da nam');
  });

  it('spec 4.6: with remove_after_add_to_cart off the owner\'s row stays', async () => {
    await setSetting(db(), 'wishlist_remove_after_add_to_cart', 'no');
    try {
      const { s, product, row } = await ownerWithRow();
      await addFromRow(s, { product_id: String(product), remove_from_wishlist_after_add_to_cart: String(row.id), wishlist_id: String(row.wishlist_id) });
      expect(await rowExists(row.id)).toBe(true);
    } finally {
      await setSetting(db(), 'wishlist_remove_after_add_to_cart', 'yes');
    }
  });
});
