import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoFacts } from '../../db/seed/demo-facts.server';
import { testDatabases } from '../../../tests/support/databases';
import type { TestShop } from '../../../tests/support/shop';
import { checkoutForm, openTestShop, setSetting, setStock, shopperWith, validFields } from '../checkout/checkout-test-support';
import { deliverQueuedMail, mailFilesWritten, mailFolder, queueMail, retryDelayMs, startMailSender } from './index.server';
import { startSmtp } from '../../../tests/support/smtp';
import { readMessage } from './mail-test-support';
import nodemailer from 'nodemailer';

describe.each(testDatabases.map((d) => [d.name, d] as const))('mail outbox on %s', (_name, kind) => {
  let shop: TestShop;
  const db = () => shop.deps.database.db;
  const outbox = () => db().selectFrom('outbox').select(['id', 'recipient', 'status', 'attempts', 'sent_at', 'next_attempt_at', 'last_error']).orderBy('id').execute();

  /** Places a bank-transfer order and answers its number. */
  async function placeOrder(): Promise<string> {
    const s = await shopperWith(shop, demoFacts.simpleProductSlug);
    const answer = await s.json<{ redirect: string }>('checkout', validFields(await checkoutForm(s), { payment_method: 'bacs' }));
    return /order-received\/(\d+)\//.exec(answer.redirect)![1]!;
  }

  beforeAll(async () => {
    shop = await openTestShop(kind);
    await setStock(db(), demoFacts.simpleProductSlug, 100);
    await setSetting(db(), 'shop_email', 'banhang@cuahang.example');
  });
  afterAll(() => shop?.close());

  it('decision 013: an order queues the confirmation and the shop notification in the outbox and writes each as an .eml file', async () => {
    const number = await placeOrder();
    const rows = await outbox();
    expect(rows.map((r) => [r.recipient, r.status, r.attempts])).toEqual([
      ['an.nguyen@example.com', 'queued', 0],
      ['banhang@cuahang.example', 'queued', 0],
    ]);
    await mailFilesWritten(); // the copies follow the answer (decision 055)
    for (const row of rows) {
      const eml = readMessage(await readFile(join(mailFolder(shop.deps.config.dataDir), `${row.id}.eml`), 'utf8'));
      expect(eml.to).toBe(row.recipient);
      expect(eml.subject).toContain(`#${number}`);
    }
  });

  it('decision 013: with SMTP the sender delivers both e-mails to a real server and marks them sent', async () => {
    const smtp = await startSmtp();
    try {
      const number = await placeOrder();
      const sent = await deliverQueuedMail(shop.deps, nodemailer.createTransport(smtp.url));
      expect(sent).toBe(4); // this order's two and the two the previous test left queued
      const mine = smtp.received.filter((m) => m.subject.endsWith(`#${number}`));
      const confirmation = mine.find((m) => m.rcpt[0] === 'an.nguyen@example.com');
      const notification = mine.find((m) => m.rcpt[0] === 'banhang@cuahang.example');
      expect(confirmation?.subject).toBe(`[Cửa Hàng Việt] Xác nhận đơn hàng #${number}`);
      expect(notification?.subject).toBe(`[Cửa Hàng Việt] Đơn hàng mới #${number}`);
      expect(confirmation?.from).toContain('banhang@cuahang.example');
      for (const message of [confirmation!, notification!]) {
        expect(message.text).toContain('Ví da nam gấp đôi × 1: 350.000');
        expect(message.text).toContain('Số 1 Điện Biên Phủ, Phường Ba Đình, Thành phố Hà Nội');
        expect(message.text).toContain('Số tài khoản: 0123456789');
        expect(message.text).toContain(`Nội dung chuyển khoản: ${number}`);
        expect(message.html).toContain('Ví da nam gấp đôi');
      }
      expect((await outbox()).every((r) => r.status === 'sent' && r.attempts === 1 && r.sent_at !== null)).toBe(true);
      expect(await deliverQueuedMail(shop.deps, nodemailer.createTransport(smtp.url))).toBe(0); // nothing is sent twice
    } finally {
      await smtp.close();
    }
  });

  it('decision 013: a mail server that is down loses nothing: the message waits with a growing delay and goes once the server is back', async () => {
    await placeOrder();
    const down = nodemailer.createTransport('smtp://127.0.0.1:1');
    const now = Date.now();
    expect(await deliverQueuedMail(shop.deps, down, { now })).toBe(0);
    const waiting = (await outbox()).filter((r) => r.status === 'queued');
    expect(waiting).toHaveLength(2);
    for (const row of waiting) {
      expect(row.attempts).toBe(1);
      expect(row.last_error).toMatch(/ECONNREFUSED|connect/i);
      expect(Date.parse(row.next_attempt_at)).toBe(now + retryDelayMs(1));
    }
    expect(retryDelayMs(2)).toBe(2 * retryDelayMs(1));
    expect(await deliverQueuedMail(shop.deps, down, { now: now + 1000 })).toBe(0); // not due yet: not even tried
    expect((await outbox()).filter((r) => r.status === 'queued').every((r) => r.attempts === 1)).toBe(true);

    const smtp = await startSmtp();
    try {
      const stop = startMailSender(shop.deps, smtp.url, 50);
      await db().updateTable('outbox').set({ next_attempt_at: new Date(0).toISOString() }).where('status', '=', 'queued').execute();
      await expect.poll(() => smtp.received.length, { timeout: 5000 }).toBe(2);
      await stop();
      expect((await outbox()).every((r) => r.status === 'sent')).toBe(true);
    } finally {
      await smtp.close();
    }
  });

  it('decision 013: a burst of mail goes batch after batch at once, not one batch per tick', async () => {
    const subject = `Đợt ${Date.now()}`;
    for (let n = 0; n < 45; n++) await queueMail(db(), { recipient: `khach${n}@example.vn`, subject, text: 'Cảm ơn', html: '' });
    const smtp = await startSmtp();
    try {
      const stop = startMailSender(shop.deps, smtp.url, 60_000); // one tick now, the next a minute later
      await expect.poll(() => smtp.received.filter((m) => m.subject === subject).length, { timeout: 15_000 }).toBe(45);
      await stop();
    } finally {
      await smtp.close();
    }
  });

  it('spec 3.9: the shop\'s notification says where the order came from; the shopper\'s confirmation does not', async () => {
    const s = await shopperWith(shop, demoFacts.simpleProductSlug);
    const attribution = { wc_order_attribution_source_type: 'utm', wc_order_attribution_utm_source: 'facebook', wc_order_attribution_utm_medium: 'social' };
    const answer = await s.json<{ redirect: string }>('checkout', validFields(await checkoutForm(s), attribution));
    const number = /order-received\/(\d+)\//.exec(answer.redirect)![1]!;
    const mails = await db().selectFrom('outbox').select(['recipient', 'text_body', 'html_body']).where('subject', 'like', `%#${number}`).execute();
    const notification = mails.find((m) => m.recipient === 'banhang@cuahang.example');
    const confirmation = mails.find((m) => m.recipient === 'an.nguyen@example.com');
    expect(notification?.text_body).toContain('Nguồn: Facebook (social)');
    expect(notification?.html_body).toContain('<p>Nguồn: Facebook (social)</p>');
    expect(confirmation?.text_body).not.toContain('Nguồn:');
  });
});
