import type { ParsedForm } from './form-tag';
import { fitAddress, fitHeader, readAddresses } from './mail-addresses';
import { fitHtml, hasBlockTags, htmlDocument, textOfHtml } from './mail-body';
import { mailTagValue, replaceMailTags } from './mail-tags';
import type { ContactMail, MailAddress, MailContext, MailTemplate } from './mail-template';
import type { PostedData } from './posted-data';

export interface MailInput<F> {
  form: ParsedForm;
  posted: PostedData;
  /** The stored uploads of each file field, as the caller refers to them. */
  files: ReadonlyMap<string, F[]>;
  context: MailContext;
}

function headerLines(template: string, fill: (text: string, fit: (v: string) => string) => string) {
  const headers = { replyTo: [] as MailAddress[], cc: [] as MailAddress[], bcc: [] as MailAddress[] };
  for (const line of template.split('\n')) {
    const m = /^\s*(reply-to|cc|bcc)\s*:(.*)$/i.exec(line);
    const key = ({ 'reply-to': 'replyTo', cc: 'cc', bcc: 'bcc' } as const)[m?.[1]?.toLowerCase() as 'cc'];
    if (m && key) headers[key].push(...readAddresses(fill(m[2]!, fitAddress)));
  }
  return headers;
}

/**
 * Mail or Mail (2) of a submission, ready for the outbox; undefined when that mail is not active. Visitor text
 * reaches headers only as one line, and addresses only as one address each, so no header can be injected.
 * Of the additional headers, Reply-To, Cc and Bcc are used; others are left out.
 */
export function composeMail<F>(template: MailTemplate, input: MailInput<F>): ContactMail<F> | undefined {
  if (!template.active) return undefined;
  const value = (name: string) => mailTagValue(name, input.posted, input.context);
  const fill = (text: string, fit: (v: string) => string, excludeBlank = false) => replaceMailTags(text.replace(/\r\n?/g, '\n'), value, fit, excludeBlank);
  const site = input.context.site;
  const { replyTo, cc, bcc } = headerLines(template.additional_headers, fill);
  const subject = [...fitHeader(fill(template.subject, fitHeader))].slice(0, 250).join('');
  const body = fill(template.body, template.use_html ? fitHtml : (v) => v, template.exclude_blank);
  const html = template.use_html ? htmlDocument(body, subject, hasBlockTags(template.body)) : undefined;
  const fileFields = input.form.tags.filter((t) => t.type === 'file').map((t) => t.name);
  const attachments = [...template.attachments.matchAll(/\[\s*([a-zA-Z][\w:.-]*)\s*\]/g)]
    .map((m) => m[1]!)
    .filter((name) => fileFields.includes(name))
    .flatMap((name) => input.files.get(name) ?? []);
  return {
    to: readAddresses(fill(template.recipient, fitAddress)),
    from: readAddresses(fill(template.sender, fitAddress))[0] ?? { name: site.title, address: site.adminEmail },
    ...(replyTo[0] ? { replyTo: replyTo[0] } : {}),
    cc,
    bcc,
    subject,
    text: html ? textOfHtml(body) : body,
    ...(html ? { html } : {}),
    attachments,
  };
}
