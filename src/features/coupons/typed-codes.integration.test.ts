import { describe, expect, it } from 'vitest';
import { demoFacts } from '../../db/seed/demo-facts.server';
import { demoCoupons } from '../../db/seed/coupons.server';
import * as vi from '../../lib/messages/index';
import { testDatabases } from '../../../tests/support/databases';
import { productId, Shopper } from '../cart/cart-test-support';
import { shopWithDemoCoupons } from './coupon-test-support';

const cartNonce = (html: string) => /name="woocommerce-cart-nonce" value="([0-9a-f]+)"/.exec(html)?.[1] ?? '';
const errorOf = (html: string) => /<ul class="woocommerce-error" role="alert"><li>(.*?)<\/li><\/ul>/s.exec(html)?.[1] ?? '';

// Decision 092: a code is what the shopper means by it (invisible characters and full-width letters aside), and
// nothing longer than a code is ever cut down into one.
describe.each(testDatabases.map((d) => [d.name, d] as const))('coupon codes as typed on the cart page on %s', (_name, kind) => {
  const { shop, db } = shopWithDemoCoupons(kind);

  const cartPage = async (s: Shopper) => (await s.request('/gio-hang/')).text();
  async function shopperWithWallet(): Promise<Shopper> {
    const s = new Shopper(shop().app);
    await s.ajax('add_to_cart', { product_id: String(await productId(db(), demoFacts.simpleProductSlug)), quantity: '1' });
    return s;
  }
  async function apply(s: Shopper, code: string): Promise<string> {
    const body = new URLSearchParams({ 'woocommerce-cart-nonce': cartNonce(await cartPage(s)), coupon_code: code, apply_coupon: 'Áp dụng' });
    expect((await s.request('/gio-hang/', { method: 'POST', body })).status).toBe(303);
    return cartPage(s);
  }
  const storedCodes = async () => (await db().selectFrom('cart_coupons').select('code').execute()).map((r) => r.code);

  it('spec 4 coupons: a code pasted with zero-width characters, or typed in full-width letters applies the coupon', async () => {
    for (const typed of ['GIAM\u200B10\u2060', '\uFEFFgiam10\u00A0', 'ＧＩＡＭ１０']) {
      const html = await apply(await shopperWithWallet(), typed);
      expect(errorOf(html), JSON.stringify(typed)).toBe('');
      expect(html).toContain('cart-discount coupon-giam10');
    }
  });

  it('spec 4 coupons: a lookalike in another script is another code', async () => {
    const html = await apply(await shopperWithWallet(), 'GIАM10'); // Cyrillic А
    expect(errorOf(html)).toContain('không tồn tại');
    expect(html).not.toContain('coupon-giam10');
  });

  it('spec 4 coupons: a code padded past any real code is refused whole, never cut down to one, with a short message', async () => {
    const before = await storedCodes();
    for (const typed of [demoCoupons.percent.code + ' '.repeat(200) + 'x', demoCoupons.percent.code + '\u200B'.repeat(10_000) + 'x', 'x'.repeat(10_000)]) {
      const html = await apply(await shopperWithWallet(), typed);
      expect(errorOf(html).length).toBeLessThan(200);
      expect(html).not.toContain('coupon-giam10');
    }
    expect(await storedCodes()).toEqual(before);
  });

  it('spec 4 coupons: the same coupon applied twice under two spellings is applied once, and its remove link takes it off', async () => {
    const s = await shopperWithWallet();
    await apply(s, 'giam10');
    const again = await apply(s, 'GIAM\u200B10');
    expect(errorOf(again)).toBe(vi.coupons.alreadyApplied('GIAM10').replace(/"/g, '&quot;'));
    const href = /<a href="([^"]+)" class="woocommerce-remove-coupon" data-coupon="giam10"/.exec(again)?.[1]?.replace(/&amp;/g, '&');
    await s.request(href!);
    expect(await cartPage(s)).not.toContain('coupon-giam10');
  });
});
