import { randomBytes } from 'node:crypto';
import { mailboxOf } from '../../lib/mailbox';
import { takeFromLimit, type RateLimit } from '../../server/rate-limit.server';
import type { ShopDeps } from '../../server/shop.server';
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

/**
 * Double opt-in, step one: the inbox is kept as pending and sent a confirm link. An inbox already on the list, under
 * any spelling, gets nothing and the same answer, so the form tells no one who subscribes: its asks count against the
 * recipient's limit as any other's, and it is refused with 429 as they are.
 */
export async function askToSubscribe(deps: Deps, typed: string, source: SubscriberSource, origin: string): Promise<'asked' | 'too_many'> {
  const email = typed.trim().toLowerCase();
  const mailbox = mailboxOf(email);
  // One transaction from the count on: the limit's lock (PostgreSQL; SQLite's write lock) holds other asks for the
  // same inbox until this one commits, so asks at once read the row one after the other, as asks in turn do.
  const asked = await deps.database.db.transaction().execute(async (trx) => {
    if (!(await takeFromLimit(trx, newsletterLimits.mailsPerRecipient, mailbox))) return 'too_many';
    const row = await q.findSubscriberToAsk(trx, mailbox);
    if (row?.status === 'subscribed') return 'no_mail';
    // A pending inbox keeps its token, so the first mail's link still works; one that left gets a new one.
    const token = row?.status === 'pending' ? row.token : newToken();
    const now = new Date().toISOString();
    if (row) await q.markAskedAgain(trx, row.id, token, now);
    else await q.insertSubscriber(trx, { email, mailbox, token, source, now });
    // The row's address, as first typed, is the one the service's list knows (decision 097's follow-up).
    return queueMail(trx, confirmationMail(row?.email ?? email, origin, token));
  });
  if (asked === 'too_many') return 'too_many';
  if (asked !== 'no_mail') saveMailFilesAfterAnswer(deps, [asked]);
  return 'asked';
}
