import type { Db } from '../../db/index.server';
import * as vi from '../../lib/messages/index';
import type { ShopSettings } from '../../settings/groups.server';
import type { ShopDeps } from '../../server/shop.server';
import { log } from '../../server/log.server';
import { queueMail, saveMailFiles } from '../mail/index.server';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** What the shop is told of a review or a blog comment. */
export interface Arrival {
  author: string;
  email: string;
  content: string;
  rating?: number | null;
}

/**
 * Tells the shop a review or comment arrived, through the outbox, in the caller's transaction; answers the message's
 * id, whose .eml copy the caller writes once that transaction has committed (`saveNotificationCopy`).
 */
export function notifyShop(db: Db, settings: ShopSettings, subject: string, input: Arrival, status: string): Promise<number> {
  const text = vi.reviews.mailBody(input.author, input.email, input.rating == null ? '–' : `${input.rating}/5`, status, input.content);
  return queueMail(db, {
    recipient: settings.mail.shopEmail,
    subject,
    text,
    html: `<pre style="white-space:pre-wrap;font-family:inherit">${escapeHtml(text)}</pre>`,
    replyTo: input.email,
  });
}

/** The notification's .eml copy, written whole (issue 6 item 13); a failed copy is logged, and start-up writes it again. */
export async function saveNotificationCopy(deps: Pick<ShopDeps, 'database' | 'config' | 'settings'>, mailId: number): Promise<void> {
  await saveMailFiles(deps, [mailId]).catch((error: unknown) => log.error('mail-file', error));
}
