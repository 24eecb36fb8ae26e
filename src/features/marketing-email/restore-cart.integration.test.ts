import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoFacts } from '../../db/seed/demo-facts.server';
import { testDatabases } from '../../../tests/support/databases';
import type { TestShop } from '../../../tests/support/shop';
import { productId, Shopper } from '../cart/cart-test-support';
import { newCartId } from './capture-service.server';
import { marketingRows, openTestShop, reportEmail } from './marketing-email-test-support';

describe.each(testDatabases.map((d) => [d.name, d] as const))('the reminder link brings the cart back, on %s', (_name, kind) => {
  let shop: TestShop;
  const db = () => shop.deps.database.db;
  const sessionOf = (s: Shopper) => createHash('sha256').update(s.cookies.get('shop_session') ?? '').digest('hex');
  const quantities = async (s: Shopper) =>
    (await db().selectFrom('cart_items').select(['product_id', 'quantity']).where('session_id', '=', sessionOf(s)).orderBy('product_id').execute()).map((r) => [r.product_id, r.quantity]);

  /** A shopper who left two of the demo's simple product in a cart with an e-mail; answers them and the cart id. */
  async function leftCart(email: string): Promise<{ owner: Shopper; cartId: string }> {
    const owner = new Shopper(shop.app);
    await owner.ajax('add_to_cart', { product_id: String(await productId(db(), demoFacts.simpleProductSlug)), quantity: '2' });
    await reportEmail(owner, { email });
    return { owner, cartId: (await marketingRows(db())).find((r) => r.email === email)!.cart_id };
  }

  beforeAll(async () => {
    shop = await openTestShop(kind);
  });
  afterAll(() => shop?.close());

  it('spec 3.10: opened in another browser, the cart page shows a copy of the reminded cart; the owner keeps theirs', async () => {
    const { owner, cartId } = await leftCart('dien.thoai@gmail.com');
    const phone = new Shopper(shop.app);
    const page = await phone.request(`/gio-hang/?mc_cart_id=${cartId}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('no-store');
    expect((await page.text()).match(/woocommerce-cart-form__cart-item/g)).toHaveLength(1);
    expect(phone.cookies.get('woocommerce_items_in_cart')).toBe('1');
    expect(await quantities(phone)).toEqual(await quantities(owner));
    expect((await quantities(owner))[0]?.[1]).toBe(2);

    // A second click adds nothing.
    await phone.request(`/gio-hang/?mc_cart_id=${cartId}`);
    expect(await quantities(phone)).toEqual(await quantities(owner));
  });

  it('spec 3.10: a visitor with a cart of their own, and the owner, get nothing added', async () => {
    const { owner, cartId } = await leftCart('da.co.gio@gmail.com');
    const other = new Shopper(shop.app);
    await other.ajax('add_to_cart', { product_id: String(await productId(db(), demoFacts.simpleProductSlug)), quantity: '1' });
    await other.request(`/gio-hang/?mc_cart_id=${cartId}`);
    expect((await quantities(other))[0]?.[1]).toBe(1);
    await owner.request(`/gio-hang/?mc_cart_id=${cartId}`);
    expect((await quantities(owner))[0]?.[1]).toBe(2);
  });

  it('spec 3.10: an unknown, malformed or ended cart id shows the empty cart and makes no session', async () => {
    const { owner, cartId } = await leftCart('het.phien@gmail.com');
    await db().updateTable('sessions').set({ expires_at: new Date(Date.now() - 1000).toISOString() }).where('id', '=', sessionOf(owner)).execute();
    for (const id of [cartId, newCartId(), 'x'.repeat(32), "' or 1=1 --", 'A'.repeat(5000)]) {
      const visitor = new Shopper(shop.app);
      const page = await visitor.request(`/gio-hang/?mc_cart_id=${encodeURIComponent(id)}`);
      expect(page.status, id).toBe(200);
      expect(page.headers.get('cache-control')).toBe('no-store');
      expect(await page.text()).not.toContain('woocommerce-cart-form__cart-item');
      expect(visitor.cookies.size).toBe(0);
    }
  });
});
