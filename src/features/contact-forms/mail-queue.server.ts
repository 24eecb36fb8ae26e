import type { Db } from '../../db/index.server';
import { mailboxOf } from '../../lib/mailbox';
import { log } from '../../server/log.server';
import { takeFromLimit } from '../../server/rate-limit.server';
import { queueMail } from '../mail/index.server';
import { composeMail, type MailInput } from './compose-mail';
import { copiesPerRecipient } from './limits.server';
import type { ContactMail, MailTemplate, MailAddress } from './mail-template';
import type { StoredUpload } from './uploads.server';

const quoted = (a: MailAddress) => (a.name ? `"${a.name.replace(/["\\]/g, '')}" <${a.address}>` : a.address);
const list = (addresses: MailAddress[]) => addresses.map(quoted).join(', ');

const addressesOf = (mail: ContactMail<unknown> | undefined) => new Set([...(mail?.to ?? []), ...(mail?.cc ?? []), ...(mail?.bcc ?? [])].map((a) => a.address.toLowerCase()));

/**
 * Whether the visitor's copy may go: each address it takes from the visitor's fields is counted against the
 * per-recipient limit (decision 022), by the inbox it reaches (mailboxOf). Addresses the template names by itself
 * (the shop's) are not counted.
 */
async function copyAllowed(db: Db, template: MailTemplate, input: MailInput<StoredUpload>, mail: ContactMail<StoredUpload>): Promise<boolean> {
  const own = addressesOf(composeMail(template, { ...input, posted: new Map() }));
  let allowed = true;
  // Each inbox once, in one order for every submission: two counts of the same inboxes wait, never deadlock.
  const inboxes = [...new Set([...addressesOf(mail)].filter((address) => !own.has(address)).map(mailboxOf))].sort();
  for (const inbox of inboxes) if (!(await takeFromLimit(db, copiesPerRecipient, inbox))) allowed = false;
  if (!allowed) log.warn('contact-form-copy-skipped', { reason: 'too many copies to this address (decision 022)' });
  return allowed;
}

/**
 * Queues Mail and Mail (2) of a stored submission in the outbox; answers the outbox ids and whether Mail went
 * out. Mail without a recipient has failed; Mail (2) is the visitor's copy and never fails the submission, nor
 * tells the visitor when it was left out for its recipient's limit.
 */
export async function queueFormMail(db: Db, templates: { mail: MailTemplate; mail2: MailTemplate }, input: MailInput<StoredUpload>) {
  const ids: number[] = [];
  let mailQueued = false;
  for (const [which, template] of [['mail', templates.mail], ['mail2', templates.mail2]] as const) {
    const mail = composeMail(template, input);
    if (!mail) mailQueued ||= which === 'mail'; // an inactive Mail has nothing to send, which is no failure
    if (!mail?.to.length) continue;
    if (which === 'mail2' && !(await copyAllowed(db, template, input, mail))) continue;
    ids.push(
      await queueMail(db, {
        recipient: list(mail.to),
        subject: mail.subject,
        text: mail.text,
        html: mail.html ?? '',
        replyTo: mail.replyTo ? quoted(mail.replyTo) : '',
        cc: list(mail.cc),
        bcc: list(mail.bcc),
        attachments: mail.attachments.map((f) => ({ filename: f.originalName, path: f.path })),
      }),
    );
    if (which === 'mail') mailQueued = true;
  }
  return { ids, mailQueued };
}
