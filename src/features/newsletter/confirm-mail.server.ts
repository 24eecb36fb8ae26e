import * as vi from '../../lib/messages/index';
import type { MailMessage } from '../mail/index.server';
import { newsletterUrls } from './names';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** The double opt-in mail: the confirm link and, already, the unsubscribe link (decision 043). */
export function confirmationMail(email: string, origin: string, token: string): MailMessage {
  const confirm = origin + newsletterUrls.confirm(token);
  const leave = origin + newsletterUrls.unsubscribe(token);
  const shop = vi.common.siteName;
  const text = vi.newsletter.mailBody(shop, confirm, leave);
  const link = (url: string) => `<a href="${escapeHtml(url)}">${escapeHtml(url)}</a>`;
  // Each paragraph escaped, then its one link made clickable.
  const html = text
    .split('\n\n')
    .map((part) => `<p>${escapeHtml(part).replace(escapeHtml(confirm), link(confirm)).replace(escapeHtml(leave), link(leave)).replace(/\n/g, '<br>')}</p>`)
    .join('');
  return { recipient: email, subject: vi.newsletter.mailSubject(shop), text, html };
}
