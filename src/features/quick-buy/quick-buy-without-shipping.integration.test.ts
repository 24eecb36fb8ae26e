import { describe, expect, it } from 'vitest';
import { demoFacts } from '../../db/seed/demo-facts.server';
import { cms, quickBuy } from '../../lib/contract-names';
import * as vi from '../../lib/messages/index';
import { testDatabases } from '../../../tests/support/databases';
import { productId, shopOverHttp } from '../cart/cart-test-support';
import { hanoi, setSetting, setStock } from '../checkout/checkout-test-support';
import { agreedDelivery } from './agreed-delivery.server';
import { customerInfo, productInfo } from './quick-buy-test-support';

const wallet = demoFacts.simpleProductSlug;
const dong = (amount: string) => Number(amount.replace(/\D/g, ''));
const shownTotal = (html: string) => dong(/<tr class="quick-buy-total">[\s\S]*?<output>([\s\S]*?)<\/output>/.exec(html)?.[1] ?? '');

describe.each(testDatabases.map((d) => [d.name, d] as const))('a quick buy with the shop\'s shipping off on %s', (_name, kind) => {
  const suite = shopOverHttp(kind);
  const db = () => suite.db();

  it('spec 9.1: the order is charged the total the popup showed, its shipping line saying the cost is agreed with the shop, on the thank-you page and in both mails and in my account', async () => {
    await setSetting(db(), 'quick_buy_enable_ship', 'no');
    await setSetting(db(), 'quick_buy_after_order', 'redirect');
    await setStock(db(), wallet, 50);
    const s = suite.shopper();
    // A signed-in customer, so the order is also theirs to see in "my account".
    const account = await (await s.request('/tai-khoan/')).text();
    const registerNonce = /name="woocommerce-register-nonce" value="([0-9a-f]{20})"/.exec(account)?.[1] ?? '';
    const registered = await s.post('/tai-khoan/dang-ky/', { email: `giao-sau-${kind.name}@example.vn`, password: 'mat-khau-dai', display_name: 'Khách', 'woocommerce-register-nonce': registerNonce, register: 'Đăng ký' });
    expect(registered.status).toBe(303);
    const id = await productId(db(), wallet);
    const customer = { 'customer-tinh': hanoi.province, 'customer-xa': hanoi.ward, 'customer-coupon': 'GIAM10' };
    // The form drawn with the coupon applied, as the popup shows it: no shipping row, and its total.
    const form = await (await s.request(`/mua-ngay/${id}/`, { method: 'POST', body: new URLSearchParams({ ...customer, quantity: '1', apply_coupon: '1' }) })).text();
    expect(form).not.toContain('quick-buy-shipping-cost');
    const shown = shownTotal(form);
    expect(shown).toBeGreaterThan(0);
    const nonce = /name="prod_nonce" value="([0-9a-f]*)"/.exec(form)?.[1] ?? '';
    const res = await s.request(cms.ajaxPath, { method: 'POST', body: new URLSearchParams({ action: quickBuy.orderAction, prod_id: String(id), nonce, product_info: productInfo({ quantity: '1' }), customer_info: customerInfo(customer) }) });
    const answer = (await res.json()) as { success: boolean; data: { thankyou_link: string } };
    expect(answer.success).toBe(true);
    const order = await db().selectFrom('orders').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(Number(order.total)).toBe(shown);
    expect(Number(order.shipping_total)).toBe(0);
    expect(order.shipping_method_id).toBe(agreedDelivery.id);
    expect(order.shipping_method_label).toBe(vi.quickBuy.deliveryToAgree);
    expect(order.user_id).not.toBeNull();

    const thanks = await s.request(answer.data.thankyou_link.replace(/^https?:\/\/[^/]+/, ''));
    expect(thanks.status).toBe(200);
    // The label alone: nothing was charged for delivery, so no "0 ₫" follows it.
    const labelAlone = (html: string) => expect(html).toContain(`${vi.quickBuy.deliveryToAgree}</td>`);
    labelAlone(await thanks.text());
    const mine = await s.request(`/tai-khoan/don-hang/${order.number}/`);
    expect(mine.status).toBe(200);
    labelAlone(await mine.text());
    const mails = await db().selectFrom('outbox').select(['text_body', 'html_body']).where('subject', 'like', `%#${order.number}`).execute();
    expect(mails).toHaveLength(2);
    for (const mail of mails) for (const part of [mail.text_body, mail.html_body]) expect(part).toContain(vi.quickBuy.deliveryToAgree);
    for (const mail of mails) expect(mail.text_body).not.toContain(`${vi.quickBuy.deliveryToAgree}: `);
  });
});
