import { readFile } from 'node:fs/promises';
import nodemailer from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../../tests/support/databases';
import { startSmtp } from '../../../tests/support/smtp';
import type { TestShop } from '../../../tests/support/shop';
import { openTestShop, setSetting } from '../checkout/checkout-test-support';
import { deliverQueuedMail, mailFile, queueMail, saveMailFiles } from './index.server';
import { readMessage } from './mail-test-support';

// Decision 095, follow-up: a message's Message-ID is fixed when it is queued, so a receiver drops a second delivery whatever changed since.
describe.each(testDatabases.map((d) => [d.name, d] as const))('the Message-ID of a queued message on %s', (_name, kind) => {
  let shop: TestShop;
  const db = () => shop.deps.database.db;

  beforeAll(async () => {
    shop = await openTestShop(kind);
  });
  afterAll(() => shop?.close());

  it('decision 013: sent again after a crash and a change of shop_email, the message carries the Message-ID it was queued with, as its copy does', async () => {
    await setSetting(db(), 'shop_email', 'banhang@cuahang.example');
    const id = await queueMail(db(), { recipient: 'khach@example.vn', subject: 'Thư trước khi đổi', text: 'Cảm ơn', html: '' });
    const smtp = await startSmtp();
    try {
      expect(await deliverQueuedMail(shop.deps, nodemailer.createTransport(smtp.url))).toBe(1);
      // What a process killed between the server's 250 and markSent leaves; the owner then moves the shop's address.
      await db().updateTable('outbox').set({ status: 'queued', attempts: 0, sent_at: null, next_attempt_at: new Date(0).toISOString() }).where('id', '=', id).execute();
      await setSetting(db(), 'shop_email', 'donhang@shop-moi.example');
      expect(await deliverQueuedMail(shop.deps, nodemailer.createTransport(smtp.url))).toBe(1);
      const [first, again] = smtp.received.filter((m) => m.subject === 'Thư trước khi đổi');
      expect(first!.messageId).toMatch(/^<outbox-[^@\s]+@cuahang\.example>$/);
      expect(again!.messageId).toBe(first!.messageId);
      expect(again!.from).toContain('donhang@shop-moi.example'); // the sender is today's: only the identity is kept
      await saveMailFiles(shop.deps, [id]);
      expect(readMessage(await readFile(mailFile(shop.deps.config.dataDir, id), 'utf8')).messageId).toBe(first!.messageId);
    } finally {
      await smtp.close();
    }
  });

  it('two messages queued in the same millisecond get two Message-IDs', async () => {
    const ids = await Promise.all([1, 2].map((n) => queueMail(db(), { recipient: `khach${n}@example.vn`, subject: 'Cùng lúc', text: 'x', html: '' })));
    const rows = await db().selectFrom('outbox').select('message_id').where('id', 'in', ids).execute();
    expect(new Set(rows.map((r) => r.message_id)).size).toBe(2);
  });
});
