import type { Db } from '../../db/index.server';
import * as vi from '../../lib/messages/index';
import type { ShopSettings } from '../../settings/groups.server';
import { queueMail } from '../mail/index.server';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** What the shop is told of a review or a blog comment. */
export interface Arrival {
  author: string;
  email: string;
  content: string;
  rating?: number | null;
}

/** Tells the shop a review or comment arrived, through the outbox, in its own transaction. */
export async function notifyShop(db: Db, settings: ShopSettings, subject: string, input: Arrival, status: string): Promise<void> {
  const text = vi.reviews.mailBody(input.author, input.email, input.rating == null ? '–' : `${input.rating}/5`, status, input.content);
  await queueMail(db, {
    recipient: settings.mail.shopEmail,
    subject,
    text,
    html: `<pre style="white-space:pre-wrap;font-family:inherit">${escapeHtml(text)}</pre>`,
    replyTo: input.email,
  });
}
