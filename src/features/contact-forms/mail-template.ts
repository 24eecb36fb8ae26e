import { z } from 'zod';

/** Mail or Mail (2) of a form, as the ecosystem stores it; `[field]` and special tags inside. */
export const mailTemplateSchema = z.object({
  active: z.boolean(),
  recipient: z.string().max(1000),
  sender: z.string().max(500),
  subject: z.string().max(500),
  additional_headers: z.string().max(2000),
  body: z.string().max(50_000),
  attachments: z.string().max(2000),
  use_html: z.boolean(),
  exclude_blank: z.boolean(),
});
export type MailTemplate = z.infer<typeof mailTemplateSchema>;

/** What special mail tags (`[_site_title]`, `[_date]`, `[_remote_ip]`…) read, given by the caller. */
export interface MailContext {
  site: { title: string; description: string; url: string; adminEmail: string };
  submittedAt: Date;
  remoteIp: string;
  userAgent: string;
  /** The page the form was sent from. */
  url: string;
  post: { id: number; name: string; title: string; url: string } | null;
  /** This form's running count of submissions. */
  serialNumber: number;
  invalidFields: number;
  user: { login: string; email: string; displayName: string } | null;
}

export interface MailAddress {
  name?: string;
  address: string;
}

/** The message handed to the shop's mail outbox; `F` is whatever the caller keeps a stored upload as. */
export interface ContactMail<F> {
  to: MailAddress[];
  from: MailAddress;
  replyTo?: MailAddress;
  cc: MailAddress[];
  bcc: MailAddress[];
  subject: string;
  text: string;
  html?: string;
  attachments: F[];
}
