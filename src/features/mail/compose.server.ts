import { randomBytes } from 'node:crypto';
import nodemailer from 'nodemailer';
import type { Selectable } from 'kysely';
import * as vi from '../../lib/messages/index';
import type { ShopSettings } from '../../settings/groups.server';
import type { OutboxTable } from './tables';

export type OutboxRow = Selectable<OutboxTable>;
export type Sender = { name: string; address: string };

/** The shop's e-mails come from the `shop_email` setting, under the shop's name. */
export const shopSender = (settings: ShopSettings): Sender => ({ name: vi.common.siteName, address: settings.mail.shopEmail });

/**
 * A Message-ID under the shop's domain, made once when the message is queued: the time and 48 random bits keep two
 * messages of one millisecond apart, and a later change of `shop_email` leaves it as it was.
 */
export const newMessageId = (shopEmail: string, at: Date): string =>
  `<outbox-${at.getTime()}-${randomBytes(6).toString('hex')}@${shopEmail.split('@')[1] ?? 'localhost'}>`;

/** The message as nodemailer sends it; the same fields make the .eml copy and the SMTP delivery. */
export function mailOptions(row: OutboxRow, from: Sender) {
  return {
    from,
    to: row.recipient,
    subject: row.subject,
    text: row.text_body,
    html: row.html_body,
    ...(row.reply_to ? { replyTo: row.reply_to } : {}),
    ...(row.cc ? { cc: row.cc } : {}),
    ...(row.bcc ? { bcc: row.bcc } : {}),
    attachments: JSON.parse(row.attachments) as { filename: string; path: string }[],
    date: new Date(row.created_at),
    messageId: row.message_id,
    // Vietnamese text is mostly non-ASCII: base64 keeps it smaller than quoted-printable.
    textEncoding: 'base64' as const,
  };
}

const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });

/** The RFC 5322 text of the message, as an .eml file holds it. */
export async function composeEml(row: OutboxRow, from: Sender): Promise<Buffer> {
  const info = await composer.sendMail(mailOptions(row, from));
  return info.message as Buffer;
}
