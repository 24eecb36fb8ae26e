import { urls } from '../../lib/urls';
import { mailboxOf } from '../../lib/mailbox';
import { log } from '../../server/log.server';
import type { ShopDeps } from '../../server/shop.server';
import { configuredOrigin } from '../../server/trusted-host.server';
import { shopLimits, takeFromLimit } from '../../server/rate-limit.server';
import { loadCart } from '../cart/index.server';
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
 * Queues one Vietnamese reminder for every abandoned cart (see findAbandonedCarts) through the mail outbox,
 * marking it reminded in the same transaction so each cart is reminded once even with two runs at a time.
 */
export async function remindAbandonedCarts(deps: Pick<ShopDeps, 'database' | 'config' | 'settings'>, now = new Date()): Promise<Reminder[]> {
  const db = deps.database.db;
  const at = now.toISOString();
  const carts = await q.findAbandonedCarts(db, new Date(now.getTime() - abandonedAfterMs).toISOString(), at);
  const reminders: Reminder[] = [];
  for (const cart of carts) {
    const contents = await loadCart(db, cart.sessionId);
    if (!contents.lines.length) continue;
    // Anyone can type anyone's address: one reminder per inbox a day, the other carts are marked and skipped.
    if (!(await takeFromLimit(db, shopLimits.remindersPerRecipient, mailboxOf(cart.email), now))) {
      await q.markReminded(db, cart.cartId, at);
      continue;
    }
    const mail = reminderMail(cart.email, contents, cartLink(deps, cart.cartId));
    const mailId = await db.transaction().execute(async (trx) => ((await q.markReminded(trx, cart.cartId, at)) ? queueMail(trx, mail) : undefined));
    if (mailId !== undefined) reminders.push({ cartId: cart.cartId, email: cart.email, mailId });
  }
  await saveMailFiles(deps, reminders.map((r) => r.mailId));
  return reminders;
}

/** Runs the reminders every `everyMs` while the process runs; returns the function that stops it. */
export function startAbandonedCartReminders(deps: Pick<ShopDeps, 'database' | 'config' | 'settings'>, everyMs = 600_000): () => void {
  const run = () => remindAbandonedCarts(deps).catch((error) => log.error('abandoned-cart-reminders', error));
  const timer = setInterval(run, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
