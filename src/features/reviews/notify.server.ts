import type { Db } from '../../db/index.server';
import * as vi from '../../lib/messages/index';
import type { ShopSettings } from '../../settings/groups.server';
import { queueMail } from '../mail/index.server';
import type { ReviewInput } from './review-input';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** Tells the shop a review arrived, through the outbox, in the review's own transaction. */
export async function notifyShop(db: Db, settings: ShopSettings, productName: string, input: ReviewInput, status: string): Promise<void> {
  const text = vi.reviews.mailBody(input.author, input.email, input.rating == null ? '–' : `${input.rating}/5`, status, input.content);
  await queueMail(db, {
    recipient: settings.mail.shopEmail,
    subject: vi.reviews.mailSubject(productName),
    text,
    html: `<pre style="white-space:pre-wrap;font-family:inherit">${escapeHtml(text)}</pre>`,
    replyTo: input.email,
  });
}
