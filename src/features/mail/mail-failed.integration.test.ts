import { join } from 'node:path';
import nodemailer from 'nodemailer';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { testDatabases } from '../../../tests/support/databases';
import type { TestShop } from '../../../tests/support/shop';
import { openTestShop, setSetting } from '../checkout/checkout-test-support';
import { deliverQueuedMail, purgeSentMail, queueMail } from './index.server';

// Decision 013, amended: a message that can never go ends `failed`, logged once, never retried and never purged.

/** A real SMTP server that refuses the recipients whose address starts with 'mat' for good (550), and 'ban' for now (450). */
async function refusingSmtp(): Promise<{ url: string; close: () => Promise<void> }> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (address.address.startsWith('mat')) return callback(Object.assign(new Error('No such user here'), { responseCode: 550 }));
      if (address.address.startsWith('ban')) return callback(Object.assign(new Error('Mailbox busy, try later'), { responseCode: 450 }));
      callback();
    },
    onData(stream, _session, callback) {
      stream.on('end', () => callback()).resume();
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as { port: number };
  return { url: `smtp://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

describe.each(testDatabases.map((d) => [d.name, d] as const))('mail that can never go on %s', (_name, kind) => {
  let shop: TestShop;
  let smtp: Awaited<ReturnType<typeof refusingSmtp>>;
  const db = () => shop.deps.database.db;
  const row = (id: number) => db().selectFrom('outbox').select(['status', 'attempts', 'last_error']).where('id', '=', id).executeTakeFirstOrThrow();

  beforeAll(async () => {
    shop = await openTestShop(kind);
    await setSetting(db(), 'shop_email', 'banhang@cuahang.example');
    smtp = await refusingSmtp();
  });
  afterAll(async () => (await smtp?.close(), await shop?.close()));

  it('no recipient, or one refused with 550, ends failed after one attempt, logged once; a 450 waits to be tried again', async () => {
    const queue = (recipient: string) => queueMail(db(), { recipient, subject: `Thư ${recipient || 'trống'}`, text: 'Cảm ơn', html: '' });
    const [blank, unknown, busy, known] = [await queue(''), await queue('mat.tich@example.vn'), await queue('ban.ron@example.vn'), await queue('khach@example.vn')];
    const warnings = vi.spyOn(process.stderr, 'write');
    try {
      const transport = nodemailer.createTransport(smtp.url);
      const now = Date.now();
      expect(await deliverQueuedMail(shop.deps, transport, { now })).toBe(1);
      // Ten hours on, every retry delay has passed: only the 450 is tried again.
      expect(await deliverQueuedMail(shop.deps, transport, { now: now + 10 * 3_600_000 })).toBe(0);
      expect(await row(blank)).toMatchObject({ status: 'failed', attempts: 1, last_error: expect.stringContaining('No recipients defined') });
      expect(await row(unknown)).toMatchObject({ status: 'failed', attempts: 1, last_error: expect.stringContaining('550') });
      expect(await row(busy)).toMatchObject({ status: 'queued', attempts: 2, last_error: expect.stringContaining('450') });
      expect(await row(known)).toMatchObject({ status: 'sent', attempts: 1 });
      const logged = warnings.mock.calls.map(([line]) => String(line)).filter((line) => line.includes('"mail-failed"'));
      expect(logged).toHaveLength(2);
    } finally {
      warnings.mockRestore();
    }
    await purgeSentMail({ db: db(), config: shop.deps.config }, new Date(Date.now() + 365 * 86_400_000));
    expect((await row(blank)).status).toBe('failed');
  });

  it('a message whose attached file is gone (a contact form upload lost with the disk) ends failed after one attempt, logged, not retried every 6 hours', async () => {
    const id = await queueMail(db(), { recipient: 'khach@example.vn', subject: 'Thư có tệp', text: 'Tệp đính kèm', html: '', attachments: [{ filename: 'don-hang.pdf', path: join(shop.deps.config.dataDir, 'uploads', 'khong-con.pdf') }] });
    const warnings = vi.spyOn(process.stderr, 'write');
    try {
      const now = Date.now();
      await deliverQueuedMail(shop.deps, nodemailer.createTransport(smtp.url), { now });
      await deliverQueuedMail(shop.deps, nodemailer.createTransport(smtp.url), { now: now + 10 * 3_600_000 });
      expect(await row(id)).toMatchObject({ status: 'failed', attempts: 1, last_error: expect.stringContaining('ENOENT') });
      expect(warnings.mock.calls.map(([line]) => String(line)).filter((line) => line.includes('"mail-failed"') && line.includes('Thư có tệp'))).toHaveLength(1);
    } finally {
      warnings.mockRestore();
    }
  });
});
