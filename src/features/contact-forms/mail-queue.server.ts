import type { Db } from '../../db/index.server';
import { queueMail } from '../mail/index.server';
import { composeMail, type MailInput } from './compose-mail';
import type { MailTemplate, MailAddress } from './mail-template';
import type { StoredUpload } from './uploads.server';

const quoted = (a: MailAddress) => (a.name ? `"${a.name.replace(/["\\]/g, '')}" <${a.address}>` : a.address);
const list = (addresses: MailAddress[]) => addresses.map(quoted).join(', ');

/**
 * Queues Mail and Mail (2) of a stored submission in the outbox; answers the outbox ids and whether Mail went
 * out. Mail without a recipient has failed; Mail (2) is the visitor's copy and never fails the submission.
 */
export async function queueFormMail(db: Db, templates: { mail: MailTemplate; mail2: MailTemplate }, input: MailInput<StoredUpload>) {
  const ids: number[] = [];
  let mailQueued = false;
  for (const [which, template] of [['mail', templates.mail], ['mail2', templates.mail2]] as const) {
    const mail = composeMail(template, input);
    if (!mail) mailQueued ||= which === 'mail'; // an inactive Mail has nothing to send, which is no failure
    if (!mail?.to.length) continue;
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
