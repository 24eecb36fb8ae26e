// Helpers of this feature's tests: submissions built as a browser posts them.
import { formMessages } from './form-messages';
import { submissionFromFormData, type Submission } from './submission';
import type { MailTemplate } from './mail-template';
import type { FormInstance } from './render-context';
import type { ValidationContext } from './validate.server';

export const pngBytes: Uint8Array<ArrayBuffer> = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);

export type Entry = [string, string | File];

/** A submission as the server reads it from a multipart body with these entries. */
export function submissionOf(entries: Entry[]): Promise<Submission> {
  const data = new FormData();
  for (const [name, value] of entries) data.append(name, value);
  return submissionFromFormData(data);
}

export const unitTag = 'wpcf7-f5-p12-o1';

export function validationContext(overrides: Partial<ValidationContext> = {}): ValidationContext {
  return {
    unitTag,
    messages: formMessages(),
    quizSecret: 'quiz-secret',
    captchaAnswer: async () => undefined,
    acceptanceAsValidation: false,
    ...overrides,
  };
}

const entities: Record<string, string> = { '&amp;': '&', '&quot;': '"', '&#x27;': "'", '&lt;': '<', '&gt;': '>' };

/** Every `<tag …>` start tag in server HTML, as its attributes (names in lower case as HTML reads them, values unescaped). */
export function startTags(html: string, tag: string): Record<string, string>[] {
  return [...html.matchAll(new RegExp(`<${tag}(\\s[^>]*)?>`, 'g'))].map((m) => {
    const attrs: Record<string, string> = {};
    for (const a of (m[1] ?? '').matchAll(/([^\s=/]+)(?:="([^"]*)")?/g)) attrs[a[1]!.toLowerCase()] = (a[2] ?? '').replace(/&(amp|quot|#x27|lt|gt);/g, (e) => entities[e]!);
    return attrs;
  });
}

export const instanceOf = (overrides: Partial<FormInstance> = {}): FormInstance => ({
  formId: 5,
  unitTag,
  containerPost: 12,
  pageUrl: '/lien-he/',
  quiz: {},
  captcha: {},
  fillToken: '1748764800000.signature',
  acceptanceAsValidation: false,
  ...overrides,
});

const inactiveMail: MailTemplate = { active: false, recipient: '', sender: '', subject: '', additional_headers: '', body: '', attachments: '', use_html: false, exclude_blank: false };

/** A stored form's definition for a test: the template, and its Mail (to the shop) with these fields; no Mail (2). */
export function testFormDefinition(template: string, mail: Partial<MailTemplate>) {
  return {
    title: 'Biểu mẫu thử',
    template,
    mail: { ...inactiveMail, active: true, subject: 'Tin mới', body: 'Tin mới từ biểu mẫu', ...mail },
    mail2: inactiveMail,
    messages: {},
    settings: { acceptanceAsValidation: false, autop: true },
  };
}
