import * as vi from '../../lib/messages/index';

type Reasons = typeof vi.contactForms.templateErrors;
export type TemplateErrorCode = keyof Reasons;

/** A template the parser refuses; the message names the tag as the shop wrote it. */
export class FormTemplateError extends Error {
  readonly code: TemplateErrorCode;
  readonly tag: string;

  constructor(code: TemplateErrorCode, tag: string, detail = '') {
    super((vi.contactForms.templateErrors[code] as (tag: string, detail: string) => string)(tag, detail));
    this.name = 'FormTemplateError';
    this.code = code;
    this.tag = tag;
  }
}
