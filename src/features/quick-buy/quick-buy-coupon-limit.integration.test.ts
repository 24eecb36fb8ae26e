import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoFacts } from '../../db/seed/demo-facts.server';
import { demoCoupons } from '../../db/seed/coupons.server';
import * as vi from '../../lib/messages/index';
import { testDatabases } from '../../../tests/support/databases';
import type { TestShop } from '../../../tests/support/shop';
import { count, openTestShop, productId, setStock } from '../checkout/checkout-test-support';
import { quickBuy } from '../../lib/contract-names';
import { signedInAs } from '../account/account-test-support';
import { productInfo, QuickBuyer } from './quick-buy-test-support';

// A coupon limited per customer, used through quick buy: who buys must be known, and every order of theirs counts.
const code = demoCoupons.perCustomer.code;
const wallet = demoFacts.simpleProductSlug;

describe.each(testDatabases.map((d) => [d.name, d] as const))('quick buy with a once-per-customer coupon on %s', (_name, kind) => {
  let shop: TestShop;
  let id: number;
  const db = () => shop.deps.database.db;
  const written = async () => [await count(db(), 'orders'), await count(db(), 'outbox'), await count(db(), 'coupon_usages')];
  const order = (customer: Record<string, string>) => new QuickBuyer(shop.app).order(id, { 'customer-coupon': code, ...customer });
  const phone = (digits: string) => ({ 'customer-phone': digits, 'customer-valid-phone': digits });

  beforeAll(async () => {
    shop = await openTestShop(kind);
    id = await productId(db(), wallet);
    await setStock(db(), wallet, 100);
  });
  afterAll(() => shop?.close());

  it('without an account or an e-mail the order is refused with 400, asking for the e-mail, and nothing is written', async () => {
    const before = await written();
    for (let i = 0; i < 3; i++) {
      const answer = await order({ 'customer-email': '', 'customer-address': `Số ${i} Hàng Bạc` });
      expect(answer).toEqual({ status: 400, body: { success: false, data: vi.coupons.emailNeeded, fields: { 'customer-email': vi.coupons.emailNeeded } } });
    }
    expect(await written()).toEqual(before);
  });

  it('with an e-mail it is used once; the same e-mail, or the same phone under another e-mail, is refused', async () => {
    expect((await order({ 'customer-email': 'mot.lan@example.vn', ...phone('0911000001') })).body.success).toBe(true);
    const refused = { status: 409, body: { success: false, data: vi.coupons.usedUpForYou, fields: {} } };
    expect(await order({ 'customer-email': 'MOT.LAN@example.vn', ...phone('0911000002') })).toEqual(refused);
    // One number written with another leading zero is the same phone.
    expect(await order({ 'customer-email': 'email.khac@example.vn', ...phone('00911000001') })).toEqual(refused);
    expect((await order({ 'customer-email': 'nguoi.khac@example.vn', ...phone('0911000003') })).body.success).toBe(true);
  });

  it('eight shoppers racing with one phone and eight e-mails place exactly one order with the coupon', async () => {
    const before = await count(db(), 'coupon_usages');
    const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => order({ 'customer-email': `dua${i}@example.vn`, ...phone('0911000009') })));
    expect(answers.filter((a) => a.body.success)).toHaveLength(1);
    expect(answers.filter((a) => !a.body.success).map((a) => a.body.data)).toEqual(Array(7).fill(vi.coupons.usedUpForYou));
    expect(await count(db(), 'coupon_usages')).toBe(before + 1);
  });

  it('the same submission sent twice at once is one order, and both answers are its success, not the coupon used up', async () => {
    const buyer = new QuickBuyer(shop.app);
    await buyer.popup(id); // the session both posts share
    const before = await written();
    const same = { 'customer-coupon': code, 'customer-email': 'hai.lan@example.vn', ...phone('0911000010') };
    const answers = await Promise.all([buyer.order(id, same), buyer.order(id, same)]);
    expect(answers.map((a) => a.body.success)).toEqual([true, true]);
    expect(answers[1]).toEqual(answers[0]);
    expect(await written()).toEqual([before[0]! + 1, before[1]! + 2, before[2]! + 1]);
  });

  it('a signed-in customer who used it is told so when applying it again, as the cart would tell them, not that it applies', async () => {
    const { b } = await signedInAs(shop, 'customer');
    const buyer = new QuickBuyer(shop.app);
    for (const [name, value] of b.cookies) buyer.cookies.set(name, value);
    expect((await buyer.order(id, { 'customer-coupon': code, 'customer-email': 'da.dung@example.vn', ...phone('0911000020') })).body.success).toBe(true);
    const again = await buyer.call(quickBuy.couponAction, { prod_id: String(id), coupon: code, product_info: productInfo({ quantity: '1' }) });
    expect(again.body).toEqual({ success: false, data: vi.coupons.usedUpForYou });
  });
});
