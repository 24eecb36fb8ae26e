import { describe, expect, it } from 'vitest';
import { demoFacts } from '../../db/seed/demo-facts.server';
import { testDatabases } from '../../../tests/support/databases';
import { cartForm, productId, shopOverHttp } from '../../features/cart/cart-test-support';
import { itemKey } from '../../features/cart/item-key.server';
import { marketingRows, reportEmail } from '../../features/marketing-email/marketing-email-test-support';

const clicks = 4;

// Spec 3.10: the reminded cart is copied only into an empty cart, which is checked under the cart's lock (decision
// 082): a link clicked twice, or opened in two tabs at once, copies it once.
describe.each(testDatabases.map((d) => [d.name, d] as const))('the reminder link opened several times at once on %s', (_name, kind) => {
  const { db, shopper } = shopOverHttp(kind);

  it('spec 3.10: the visitor cart holds one copy of the reminded cart, not one per click', async () => {
    const wallet = String(await productId(db(), demoFacts.simpleProductSlug));
    for (let round = 0; round < 4; round++) {
      const owner = shopper();
      const email = `nhac.gio.${round}.${kind.name}@gmail.com`;
      await owner.json('add_to_cart', { product_id: wallet, quantity: '2' });
      await reportEmail(owner, { email });
      const cartId = (await marketingRows(db())).find((r) => r.email === email)!.cart_id;
      // A visitor with a session and an empty cart: what they added is gone again.
      const phone = shopper();
      await phone.json('add_to_cart', { product_id: wallet, quantity: '1' });
      await phone.json('remove_from_cart', { cart_item_key: itemKey(Number(wallet), null, {}) });
      expect((await cartForm(phone)).lines).toEqual([]);
      const pages = await Promise.all(Array.from({ length: clicks }, () => phone.request(`/gio-hang/?mc_cart_id=${cartId}`)));
      expect(pages.map((p) => p.status)).toEqual(Array(clicks).fill(200));
      expect((await cartForm(phone)).lines.map(([, quantity]) => quantity)).toEqual([2]);
    }
  });
});
