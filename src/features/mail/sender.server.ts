import nodemailer from 'nodemailer';
import { log } from '../../server/log.server';
import type { ShopDeps } from '../../server/shop.server';
import { mailOptions, shopSender } from './compose.server';
import { claimMail, findDueMails, markFailed, markSent, scheduleRetry } from './queries.server';

type SenderDeps = Pick<ShopDeps, 'database' | 'settings'>;

/** What delivers one message; nodemailer's SMTP transport in the shop, anything with sendMail in tests. */
export interface MailTransport {
  sendMail(options: ReturnType<typeof mailOptions>): Promise<unknown>;
}

const leaseMs = 5 * 60_000;
const batchSize = 20;
const maxBackoffMs = 6 * 3_600_000;

/** Waits 1, 2, 4 … minutes after each failed attempt, at most 6 hours: a mail server that is down loses nothing. */
export function retryDelayMs(attempts: number): number {
  return Math.min(60_000 * 2 ** Math.max(0, attempts - 1), maxBackoffMs);
}

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * Whether the message can never go, however often it is tried: it names no recipient the mailer can use, a file it
 * attaches is gone, or the
 * mail server refused its recipients or its content for good (a 5xx reply to RCPT TO or DATA). A refused
 * connection, login or sender is the shop's setting and stays retried: once mended, every message goes.
 */
function refusedForGood(error: unknown): boolean {
  const { code, originalCode, command, permanent, message } = error as { code?: string; originalCode?: string; command?: string; permanent?: boolean; message?: string };
  if (code === 'ENOENT' || originalCode === 'ENOENT') return true; // a file it attaches is gone: no attempt will find it
  if (command === 'RCPT TO' || command === 'DATA') return permanent === true;
  return code === 'EENVELOPE' && command === 'API' && /recipient/i.test(message ?? '');
}

/**
 * The connection to SMTP_URL. A server that goes silent is given up on within a fifth of a message's hold at each
 * step (nodemailer waits 10 minutes), so no send outlasts its hold and another process never takes the message meanwhile.
 */
export function smtpTransport(url: string, holdMs = leaseMs) {
  const wait = Math.floor(holdMs / 5);
  return nodemailer.createTransport({ url, connectionTimeout: wait, greetingTimeout: wait, socketTimeout: wait });
}

/**
 * Sends the queued messages that are due; returns how many were sent. `now` and `leaseMs` let a test set the clock
 * and the hold.
 */
export async function deliverQueuedMail(deps: SenderDeps, transport: MailTransport, options: { now?: number; batch?: number; leaseMs?: number } = {}): Promise<number> {
  const db = deps.database.db;
  const now = options.now ?? Date.now();
  const started = Date.now();
  // A hold starts when its message is taken, not when the batch began: a slow batch's last message is still held.
  const holdUntil = () => iso(now + (Date.now() - started) + (options.leaseMs ?? leaseMs));
  const due = await findDueMails(db, iso(now), options.batch ?? batchSize);
  if (!due.length) return 0;
  const from = shopSender(await deps.settings());
  let sent = 0;
  for (const row of due) {
    if (!(await claimMail(db, row.id, row.next_attempt_at, holdUntil()))) continue;
    const attempts = row.attempts + 1;
    try {
      await transport.sendMail(mailOptions(row, from));
      await markSent(db, row.id, attempts, iso(Date.now()));
      sent++;
    } catch (error) {
      if (!refusedForGood(error)) await scheduleRetry(db, row.id, attempts, iso(now + retryDelayMs(attempts)), String(error));
      else {
        await markFailed(db, row.id, attempts, String(error));
        log.warn('mail-failed', { mail: row.id, recipient: row.recipient, subject: row.subject, error: String(error) });
      }
    }
  }
  return sent;
}

/**
 * Delivers the outbox over SMTP_URL every `everyMs` while the process runs. Returns the stop function, which
 * waits for a delivery in progress to finish and closes the connection.
 */
export function startMailSender(deps: SenderDeps, smtpUrl: string, everyMs = 10_000): () => Promise<void> {
  const transport = smtpTransport(smtpUrl);
  let running: Promise<unknown> | undefined; // one delivery at a time; a tick during one is skipped
  let stopped = false;
  // A whole batch sent says more are waiting (a sale's burst of orders): the next batch goes at once, not a tick later.
  const drain = async () => {
    while (!stopped && (await deliverQueuedMail(deps, transport)) === batchSize);
  };
  const tick = () => {
    running ??= drain()
      .catch((error) => log.error('mail-sender', error))
      .finally(() => (running = undefined));
  };
  const timer = setInterval(tick, everyMs);
  timer.unref();
  tick();
  return async () => {
    stopped = true;
    clearInterval(timer);
    await running;
    transport.close();
  };
}
