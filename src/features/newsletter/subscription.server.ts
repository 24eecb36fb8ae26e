import { randomBytes } from 'node:crypto';
import { mailboxOf } from '../../lib/mailbox';
import { log } from '../../server/log.server';
import { takeFromLimit, type RateLimit } from '../../server/rate-limit.server';
import type { ShopDeps } from '../../server/shop.server';
import { localMarketingService, type MarketingService } from '../marketing-email/index.server';
import { queueMail, saveMailFilesAfterAnswer } from '../mail/index.server';
import { confirmationMail } from './confirm-mail.server';
import * as q from './queries.server';
import type { SubscriberSource } from './tables';

type Deps = Pick<ShopDeps, 'database' | 'config' | 'settings'>;

/** Decision 043: sign-ups per address (the footer form), and confirmation mails per recipient's inbox (mailboxOf), whoever asks. */
export const newsletterLimits = {
  signUpsPerAddress: { kind: 'newsletter-signup', max: 10, windowMs: 3_600_000 },
  mailsPerRecipient: { kind: 'newsletter-mail', max: 3, windowMs: 24 * 3_600_000 },
} as const satisfies Record<string, RateLimit>;

const newToken = () => randomBytes(16).toString('hex');

/** The marketing service the newsletter tells; the shop's own unless another is plugged in (decision 043). */
export const marketingServiceOf = (deps: Deps): MarketingService => localMarketingService(deps.database.db);

/**
 * Double opt-in, step one: the address is kept as pending and sent a confirm link. An address already on the list
 * gets nothing and the same answer, so the form tells no one who subscribes: its asks count against the recipient's
 * limit as any other's, and it is refused with 429 as they are.
 */
export async function askToSubscribe(deps: Deps, typed: string, source: SubscriberSource, origin: string): Promise<'asked' | 'too_many'> {
  const email = typed.trim().toLowerCase();
  // One transaction from the count on: the limit's lock (PostgreSQL; SQLite's write lock) holds other asks for the
  // same address until this one commits, so asks at once read the row one after the other, as asks in turn do.
  const asked = await deps.database.db.transaction().execute(async (trx) => {
    if (!(await takeFromLimit(trx, newsletterLimits.mailsPerRecipient, mailboxOf(email)))) return 'too_many';
    const row = await q.findSubscriberToAsk(trx, email);
    if (row?.status === 'subscribed') return 'no_mail';
    // A pending address keeps its token, so the first mail's link still works; one that left gets a new one.
    const token = row?.status === 'pending' ? row.token : newToken();
    const now = new Date().toISOString();
    if (row) await q.markAskedAgain(trx, row.id, token, now);
    else await q.insertSubscriber(trx, { email, token, source, now });
    return queueMail(trx, confirmationMail(email, origin, token));
  });
  if (asked === 'too_many') return 'too_many';
  if (asked !== 'no_mail') saveMailFilesAfterAnswer(deps, [asked]);
  return 'asked';
}

export type LinkResult = { ok: true; email: string } | { ok: false; reason: 'bad_link' | 'service_down' };

/** Step two, the confirm link's button: a pending address goes on the service's list, then is marked subscribed. */
export async function confirmSubscription(deps: Deps, token: string): Promise<LinkResult> {
  const db = deps.database.db;
  const row = await q.findSubscriberByToken(db, token);
  if (row?.status === 'subscribed') return { ok: true, email: row.email };
  if (row?.status !== 'pending') return { ok: false, reason: 'bad_link' };
  return tellService(row.email, () => marketingServiceOf(deps).subscribe(row.email), () => q.moveSubscriber(db, row.id, ['pending'], 'subscribed', new Date().toISOString()));
}

/** The unsubscribe link's button: off the service's list, then marked unsubscribed; a second click changes nothing. */
export async function unsubscribe(deps: Deps, token: string): Promise<LinkResult> {
  const db = deps.database.db;
  const row = await q.findSubscriberByToken(db, token);
  if (!row) return { ok: false, reason: 'bad_link' };
  if (row.status === 'unsubscribed') return { ok: true, email: row.email };
  return tellService(row.email, () => marketingServiceOf(deps).unsubscribe(row.email), () => q.moveSubscriber(db, row.id, ['pending', 'subscribed'], 'unsubscribed', new Date().toISOString()));
}

// The service is told first: when it fails the row is unchanged and the same link can be used again.
async function tellService(email: string, call: () => Promise<void>, record: () => Promise<boolean>): Promise<LinkResult> {
  try {
    await call();
  } catch (error) {
    log.error('newsletter-service', error);
    return { ok: false, reason: 'service_down' };
  }
  await record();
  return { ok: true, email };
}

/** The subscriber row of a link's token, for the page that asks to confirm or unsubscribe. */
export const subscriberOfToken = (deps: Deps, token: string) => q.findSubscriberByToken(deps.database.db, token);
