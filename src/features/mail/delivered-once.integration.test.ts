import { readFile, rm, writeFile } from 'node:fs/promises';
import nodemailer from 'nodemailer';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { testDatabases } from '../../../tests/support/databases';
import { startSmtp } from '../../../tests/support/smtp';
import type { TestShop } from '../../../tests/support/shop';
import { openTestShop, setSetting } from '../checkout/checkout-test-support';
import { deliverQueuedMail, mailFile, mailFolder, queueMail, repairMailFiles, saveMailFiles, smtpTransport } from './index.server';
import { readMessage } from './mail-test-support';

/**
 * A real SMTP server that keeps what it receives; `onMessage` runs before a message is answered, so a test can hold
 * one sender mid-send while another sender looks at the outbox.
 */
async function holdingSmtp(onMessage: (subject: string) => Promise<void>) {
  const received: string[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    disableReverseLookup: true, // answers its greeting at once
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const { subject } = readMessage(Buffer.concat(chunks).toString('utf8'));
        received.push(subject);
        onMessage(subject).then(() => callback(), callback);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as { port: number };
  return { url: `smtp://127.0.0.1:${port}`, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

describe.each(testDatabases.map((d) => [d.name, d] as const))('each message delivered once on %s', (_name, kind) => {
  let shop: TestShop;
  const db = () => shop.deps.database.db;
  const queue = (subject: string) => queueMail(db(), { recipient: 'khach@example.vn', subject, text: 'Cảm ơn', html: '' });

  beforeAll(async () => {
    shop = await openTestShop(kind);
    await setSetting(db(), 'shop_email', 'banhang@cuahang.example');
  });
  afterAll(() => shop?.close());

  it('decision 013: a message sent again after a crash before it was marked sent carries the same Message-ID, made when it was queued, as its copy does', async () => {
    const id = await queue('Thư gửi lại');
    const smtp = await startSmtp();
    try {
      expect(await deliverQueuedMail(shop.deps, nodemailer.createTransport(smtp.url))).toBe(1);
      // What a process killed between the server's 250 and markSent leaves once its hold has run out.
      await db().updateTable('outbox').set({ status: 'queued', attempts: 0, sent_at: null, next_attempt_at: new Date(0).toISOString() }).where('id', '=', id).execute();
      expect(await deliverQueuedMail(shop.deps, nodemailer.createTransport(smtp.url))).toBe(1);
      const copies = smtp.received.filter((m) => m.subject === 'Thư gửi lại');
      expect(copies).toHaveLength(2);
      expect(copies[0]!.messageId).toMatch(/^<outbox-\d+-[0-9a-f]{12}@cuahang\.example>$/);
      expect(copies[1]!.messageId).toBe(copies[0]!.messageId);
      await saveMailFiles(shop.deps, [id]);
      expect(readMessage(await readFile(mailFile(shop.deps.config.dataDir, id), 'utf8')).messageId).toBe(copies[0]!.messageId);
    } finally {
      await smtp.close();
    }
  });

  it('two senders on one outbox: a message the first takes late in a slow batch is not sent by the second too', async () => {
    await db().updateTable('outbox').set({ status: 'sent' }).where('status', '=', 'queued').execute();
    const [slow, late] = ['Thư chậm', 'Thư sau'];
    const holdMs = 2000; // room for a loaded machine between taking a message and another sender looking
    await queue(slow);
    await queue(late);
    let second: Promise<number> | undefined;
    const smtp = await holdingSmtp(async (subject) => {
      // The first message takes longer than a hold; while the first sender sends the next, the second sender looks.
      if (subject === slow) await new Promise((resolve) => setTimeout(resolve, holdMs + 500));
      if (subject === late && !second) await (second = deliverQueuedMail(shop.deps, nodemailer.createTransport(smtp.url), { leaseMs: holdMs }));
    });
    try {
      expect(await deliverQueuedMail(shop.deps, nodemailer.createTransport(smtp.url), { leaseMs: holdMs })).toBe(2);
      expect(await second).toBe(0);
      expect(smtp.received.filter((s) => s === late)).toHaveLength(1);
    } finally {
      await smtp.close();
    }
  });

  it('two senders draining one outbox at once (WEB_CONCURRENCY=2) send each message once between them', async () => {
    await db().updateTable('outbox').set({ status: 'sent' }).where('status', '=', 'queued').execute();
    const subjects = Array.from({ length: 30 }, (_, n) => `Thư đôi ${n}`);
    for (const subject of subjects) await queue(subject);
    const smtp = await startSmtp();
    try {
      const [a, b] = await Promise.all([1, 2].map(() => deliverQueuedMail(shop.deps, nodemailer.createTransport(smtp.url), { batch: 30 })));
      expect(a! + b!).toBe(30);
      expect(smtp.received.map((m) => m.subject).filter((s) => s.startsWith('Thư đôi')).sort()).toEqual([...subjects].sort());
    } finally {
      await smtp.close();
    }
  });

  it('a mail server that stops answering mid-message is given up on within the hold, so no other sender sends the message meanwhile', async () => {
    await db().updateTable('outbox').set({ status: 'sent' }).where('status', '=', 'queued').execute();
    const id = await queue('Thư treo');
    const holdMs = 5000; // a fifth of it, the silence given up on, is room for a loaded machine's greeting
    let second: Promise<number> | undefined;
    const smtp = await holdingSmtp(async () => {
      if (second) return; // the second sender's copy, had it sent one, is taken at once
      await new Promise((resolve) => setTimeout(resolve, holdMs + 300)); // silent past the first sender's hold
      await (second = deliverQueuedMail(shop.deps, smtpTransport(smtp.url, holdMs), { leaseMs: holdMs }));
    });
    try {
      const first = await deliverQueuedMail(shop.deps, smtpTransport(smtp.url, holdMs), { leaseMs: holdMs });
      await expect.poll(() => second, { timeout: 2 * holdMs }).toBeDefined();
      expect([first, await second]).toEqual([0, 0]);
      const row = await db().selectFrom('outbox').select(['status', 'attempts', 'last_error']).where('id', '=', id).executeTakeFirstOrThrow();
      expect(row).toMatchObject({ status: 'queued', attempts: 1, last_error: expect.stringMatching(/timeout/i) });
    } finally {
      await smtp.close();
    }
  });

  it('a mail folder the shop cannot write (a read-only or full disk) is logged and does not stop the shop from starting', async () => {
    const folder = mailFolder(shop.deps.config.dataDir);
    await rm(folder, { recursive: true, force: true });
    await writeFile(folder, 'not a folder'); // every write below it fails, as on a read-only disk, even for root
    const errors = vi.spyOn(process.stderr, 'write');
    try {
      await expect(repairMailFiles(shop.deps)).resolves.toBe(0);
      expect(errors.mock.calls.map(([line]) => String(line)).filter((line) => line.includes('"mail-file"'))).toHaveLength(1);
    } finally {
      errors.mockRestore();
      await rm(folder);
    }
    expect(await repairMailFiles(shop.deps)).toBeGreaterThan(0);
  });
});
