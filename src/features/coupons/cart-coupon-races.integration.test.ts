import { beforeAll, describe, expect, it } from 'vitest';
import { demoFacts } from '../../db/seed/demo-facts.server';
import { demoCoupons, seedDemoCoupons } from '../../db/seed/coupons.server';
import { pageGlobal } from '../../../tests/support/page-globals';
import { testDatabases } from '../../../tests/support/databases';
import { cartForm, productId, shopOverHttp, type Shopper } from '../cart/cart-test-support';

const rounds = 8;
const percent = demoCoupons.percent.code.toLowerCase();
const fixedCart = demoCoupons.fixedCart.code.toLowerCase(); // 300 000 ₫ minimum

interface CouponNonces {
  apply_coupon_nonce: string;
  remove_coupon_nonce: string;
}

// One session's coupon calls and cart pages sent at once, over HTTP: each is answered (never a 500), and what each
// answered is what the cart keeps.
describe.each(testDatabases.map((d) => [d.name, d] as const))('one cart’s coupons changed by requests at once on %s', (_name, kind) => {
  const { db, shopper } = shopOverHttp(kind);

  beforeAll(async () => {
    await seedDemoCoupons(db());
    await db().updateTable('products').set({ stock_quantity: null, stock_status: 'instock', min_qty: null, max_qty: null }).where('slug', 'in', [demoFacts.simpleProductSlug, demoFacts.saleProductSlug]).execute();
  });

  /** A shopper holding the wallet (350 000 ₫) and the tote (149 000 ₫), with the coupon calls' nonces. */
  async function shopperWithTwo(): Promise<{ s: Shopper; nonces: CouponNonces }> {
    const s = shopper();
    for (const slug of [demoFacts.simpleProductSlug, demoFacts.saleProductSlug]) await s.json('add_to_cart', { product_id: String(await productId(db(), slug)), quantity: '1' });
    return { s, nonces: pageGlobal<CouponNonces>(await (await s.request('/gio-hang/')).text(), 'wc_cart_params')! };
  }
  const apply = (s: Shopper, nonces: CouponNonces, code: string) => s.ajax('apply_coupon', { security: nonces.apply_coupon_nonce, coupon_code: code });
  const remove = (s: Shopper, nonces: CouponNonces, code: string) => s.ajax('remove_coupon', { security: nonces.remove_coupon_nonce, coupon: code });
  /** The codes the cart's totals show, which are the ones it keeps. */
  const codesOf = async (s: Shopper) => [...(await (await s.request('/?wc-ajax=get_cart_totals')).text()).matchAll(/data-coupon="([^"]+)"/g)].map((m) => m[1]).sort();

  it('spec 7.1: cart pages and totals asked at once while a coupon stops applying are all answered, and it comes off once', async () => {
    for (let round = 0; round < rounds; round++) {
      const { s, nonces } = await shopperWithTwo();
      for (const code of [percent, fixedCart]) await apply(s, nonces, code);
      await s.json('remove_from_cart', { cart_item_key: (await cartForm(s)).lines[0]![0] }); // 149 000 ₫ left
      const answers = await Promise.all([1, 2, 3, 4, 5, 6].map((n) => (n % 2 ? s.request('/gio-hang/') : s.request('/?wc-ajax=get_cart_totals'))));
      expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200, 200]);
      expect(await codesOf(s)).toEqual([percent]);
    }
  });

  it('spec 7.1: the same code applied three times at once is applied once, and every call is answered', async () => {
    for (let round = 0; round < rounds; round++) {
      const { s, nonces } = await shopperWithTwo();
      const answers = await Promise.all([1, 2, 3].map(() => apply(s, nonces, percent)));
      expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
      expect(await codesOf(s)).toEqual([percent]);
    }
  });

  it('spec 7.1: a code applied while another is removed: both answered success, and the cart keeps exactly that', async () => {
    for (let round = 0; round < rounds; round++) {
      const { s, nonces } = await shopperWithTwo();
      await apply(s, nonces, percent);
      const [applied, removed] = await Promise.all([apply(s, nonces, fixedCart), remove(s, nonces, percent)]);
      expect([applied.status, removed.status]).toEqual([200, 200]);
      expect([await applied.text(), await removed.text()].every((html) => html.includes('woocommerce-message'))).toBe(true);
      expect(await codesOf(s)).toEqual([fixedCart]);
    }
  });
});
