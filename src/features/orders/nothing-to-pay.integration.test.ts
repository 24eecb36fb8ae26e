import nodemailer from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoFacts } from '../../db/seed/demo-facts.server';
import * as vi from '../../lib/messages/index';
import { testDatabases } from '../../../tests/support/databases';
import { startSmtp } from '../../../tests/support/smtp';
import type { TestShop } from '../../../tests/support/shop';
import { checkoutForm, openTestShop, setStock, shopperWith, validFields } from '../checkout/checkout-test-support';
import { deliverQueuedMail } from '../mail/index.server';

// Decision 095, follow-up: a bank-transfer order whose total is 0 (a 100 % coupon, free delivery) has nothing to transfer.
describe.each(testDatabases.map((d) => [d.name, d] as const))('a bank-transfer order with nothing to pay on %s', (_name, kind) => {
  let shop: TestShop;
  const db = () => shop.deps.database.db;

  beforeAll(async () => {
    shop = await openTestShop(kind);
    await setStock(db(), demoFacts.simpleProductSlug, 100);
    await db().updateTable('shipping_methods').set({ cost: 0 }).execute();
    await db().insertInto('coupons').values({ code: 'tangtron', type: 'percent', amount: 100, created_at: new Date().toISOString() }).execute();
  });
  afterAll(() => shop?.close());

  it('spec 2.7: it starts processing, and the thank-you page and both mails say there is nothing to pay: no VietQR code, no account, no amount to transfer, no waiting for payment', async () => {
    const s = await shopperWith(shop, demoFacts.simpleProductSlug);
    const form = await checkoutForm(s);
    await s.ajax('apply_coupon', { security: form.params.apply_coupon_nonce, coupon_code: 'tangtron' });
    const answer = await s.json<{ result: string; redirect: string }>('checkout', validFields(form, { payment_method: 'bacs', billing_email: 'mien.phi@example.vn' }));
    expect(answer.result).toBe('success');
    const id = Number(/order-received\/(\d+)\//.exec(answer.redirect)![1]);
    const order = await db().selectFrom('orders').select(['total', 'status']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(Number(order.total)).toBe(0);
    // Nothing to wait for: it starts processing, as a paid order does, not on hold "waiting for payment".
    expect(order.status).toBe('processing');

    const page = await s.request(answer.redirect.replace('http://localhost', ''));
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(vi.checkout.nothingToPay);
    expect(html).not.toContain('vietqr-code');
    expect(html).not.toContain('bacs_details');
    expect(html).not.toContain(vi.checkout.status['on-hold']);

    const smtp = await startSmtp();
    try {
      expect(await deliverQueuedMail(shop.deps, nodemailer.createTransport(smtp.url))).toBe(2);
      expect(smtp.received).toHaveLength(2);
      for (const mail of smtp.received) {
        expect(mail.text, mail.to).toContain(vi.checkout.nothingToPay);
        expect(mail.html, mail.to).toContain(vi.checkout.nothingToPay);
        for (const part of [mail.text, mail.html]) expect(part, mail.to).not.toMatch(/Số tài khoản|Nội dung chuyển khoản|0123456789|chờ thanh toán/);
      }
    } finally {
      await smtp.close();
    }
  });
});
