import { describe, expect, it } from 'vitest';
import { demoFacts } from '../../db/seed/demo-facts.server';
import { demoCoupons } from '../../db/seed/coupons.server';
import * as vi from '../../lib/messages/index';
import { testDatabases } from '../../../tests/support/databases';
import { Browser } from '../account/account-test-support';
import { productId } from '../cart/cart-test-support';
import { shopWithDemoCoupons } from './coupon-test-support';
import { recordCouponUsage } from './service.server';

const escaped = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
const password = 'mat-khau-dai';

// Decision 092: the coupons a visitor applied follow the login into the customer's cart, checked again for the customer.
describe.each(testDatabases.map((d) => [d.name, d] as const))('coupons at login on %s', (_name, kind) => {
  const { shop, db } = shopWithDemoCoupons(kind);

  async function applyOnCartPage(b: Browser, code: string): Promise<void> {
    const html = await (await b.request('/gio-hang/')).text();
    const nonce = /name="woocommerce-cart-nonce" value="([0-9a-f]+)"/.exec(html)?.[1] ?? '';
    await b.post('/gio-hang/', { 'woocommerce-cart-nonce': nonce, coupon_code: code, apply_coupon: 'Áp dụng' });
  }

  it('decision 092: a guest\'s coupon is in the cart after logging in; one the customer has used up is dropped with a notice on the next page', async () => {
    const email = 'thu.ha@gmail.com';
    const owner = new Browser(shop().app);
    await owner.register({ email, password, display_name: 'Trần Thu Hà' });
    await owner.logOut();
    // An earlier guest order of hers, under another spelling of her inbox.
    await db().transaction().execute((trx) => recordCouponUsage(trx, { codes: [demoCoupons.perCustomer.code], orderId: 9801, email: 'thuha+cu@gmail.com', userId: null }));

    const guest = new Browser(shop().app);
    await guest.addToCart(await productId(db(), demoFacts.simpleProductSlug), 1);
    await applyOnCartPage(guest, demoCoupons.percent.code);
    await applyOnCartPage(guest, demoCoupons.perCustomer.code);
    expect(await (await guest.request('/gio-hang/')).text()).toContain('coupon-khachmoi');

    const login = await guest.logIn(email, password);
    expect(login.status).toBe(303);
    const next = await (await guest.request(login.headers.get('location')!)).text();
    expect(next).toContain(escaped(vi.coupons.droppedFromCart(demoCoupons.perCustomer.code, vi.coupons.usedUpForYou)));
    const cart = await (await guest.request('/gio-hang/')).text();
    expect(cart).toContain('cart-discount coupon-giam10');
    expect(cart).not.toContain('coupon-khachmoi');
  });
});
