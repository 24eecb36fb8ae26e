import { urls } from '../../lib/urls';
import { mailboxOf } from '../../lib/mailbox';
import { log } from '../../server/log.server';
import type { ShopDeps } from '../../server/shop.server';
import { configuredOrigin } from '../../server/trusted-host.server';
import { shopLimits, takeFromLimit } from '../../server/rate-limit.server';
import type { Db } from '../../db/index.server';
import { loadCart, lockCartForOrder } from '../cart/index.server';
import { queueMail, saveMailFiles } from '../mail/index.server';
import { cartIdParameter } from './names';
import * as q from './queries.server';
import { reminderMail } from './reminder-mail.server';

/** A cart counts as abandoned after an hour without the shopper. */
export const abandonedAfterMs = 3_600_000;

export interface Reminder {
  cartId: string;
  email: string;
  mailId: number;
}

/** The link in the reminder: the cart page, naming the cart so it comes back on any device, e-mail filled in. */
export function cartLink(deps: Pick<ShopDeps, 'config'>, cartId: string): string {
  return `${configuredOrigin(deps.config)}${urls.cart()}?${cartIdParameter}=${cartId}`;
}

/**
 * Queues one Vietnamese reminder for every abandoned cart (see findAbandonedCarts) through the mail outbox. Each
 * cart is held as an order holds it and looked at again in that transaction, which marks it reminded: an order (or
 * another e-mail) that took it meanwhile leaves no reminder, and two runs at a time remind it once.
 */
export async function remindAbandonedCarts(deps: Pick<ShopDeps, 'database' | 'config' | 'settings'>, now = new Date()): Promise<Reminder[]> {
  const db = deps.database.db;
  const idleBefore = new Date(now.getTime() - abandonedAfterMs).toISOString();
  const reminders: Reminder[] = [];
  for (const { cartId, sessionId } of await q.findAbandonedCarts(db, idleBefore, now.toISOString())) {
    const reminder = await db.transaction().execute((trx) => remindIfStillAbandoned(trx, deps, cartId, sessionId, idleBefore, now));
    if (reminder) reminders.push(reminder);
  }
  const mailIds = reminders.map((r) => r.mailId);
  // The reminders are queued whatever the disk does: a copy not written is logged, and start-up writes it.
  await saveMailFiles(deps, mailIds).catch((error: unknown) => log.error('mail-file', error, { mails: mailIds }));
  return reminders;
}

async function remindIfStillAbandoned(trx: Db, deps: Pick<ShopDeps, 'config'>, cartId: string, sessionId: string, idleBefore: string, now: Date): Promise<Reminder | undefined> {
  await lockCartForOrder(trx, sessionId);
  const [cart] = await q.findAbandonedCarts(trx, idleBefore, now.toISOString(), cartId);
  const contents = cart && (await loadCart(trx, sessionId));
  if (!cart || !contents?.lines.length || !(await q.markReminded(trx, cartId, now.toISOString()))) return undefined;
  // Anyone can type anyone's address: one reminder per inbox a day, the other carts are marked and skipped.
  if (!(await takeFromLimit(trx, shopLimits.remindersPerRecipient, mailboxOf(cart.email), now))) return undefined;
  return { cartId, email: cart.email, mailId: await queueMail(trx, reminderMail(cart.email, contents, cartLink(deps, cartId))) };
}

/** Runs the reminders every `everyMs` while the process runs; returns the function that stops it. */
export function startAbandonedCartReminders(deps: Pick<ShopDeps, 'database' | 'config' | 'settings'>, everyMs = 600_000): () => void {
  const run = () => remindAbandonedCarts(deps).catch((error) => log.error('abandoned-cart-reminders', error));
  const timer = setInterval(run, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
