import type { FormMessages, MessageKey } from './form-messages';
import type { FormTag, ParsedForm } from './form-tag';

export type RuleName =
  | 'required' | 'requiredfile' | 'email' | 'url' | 'tel' | 'number' | 'date' | 'minlength' | 'maxlength'
  | 'minnumber' | 'maxnumber' | 'stepnumber' | 'mindate' | 'maxdate' | 'enum' | 'file' | 'maxfilesize';

/** One rule of the validation schema (contract.md); `accept` lists allowed choices or file kinds, `base` a step's origin. */
export interface Rule {
  rule: RuleName;
  field: string;
  error: string;
  threshold?: number | string;
  accept?: string[];
  base?: number;
}

const messageOf: Record<RuleName, MessageKey> = {
  required: 'invalid_required', requiredfile: 'invalid_required', email: 'invalid_email', url: 'invalid_url',
  tel: 'invalid_tel', number: 'invalid_number', date: 'invalid_date', minlength: 'invalid_too_short',
  maxlength: 'invalid_too_long', minnumber: 'number_too_small', maxnumber: 'number_too_large', stepnumber: 'invalid_number',
  mindate: 'date_too_early', maxdate: 'date_too_late', enum: 'invalid_choice', file: 'upload_file_type_invalid',
  maxfilesize: 'upload_file_too_large',
};

// A field without maxlength still has one, so a visitor cannot post megabytes of text into a message.
const defaultMaxLength: Partial<Record<FormTag['type'], number>> = { text: 400, email: 400, url: 400, tel: 400, textarea: 2000, hidden: 2000 };

export const maxLengthOf = (tag: FormTag) => tag.options.maxlength ?? defaultMaxLength[tag.type];

type Draft = Omit<Rule, 'field' | 'error'>;

function drafts(tag: FormTag): Draft[] {
  const { options, type } = tag;
  const list: (Draft | false | undefined)[] = [tag.required && { rule: type === 'file' ? 'requiredfile' : 'required' }];
  const maxlength = maxLengthOf(tag);
  if (type === 'email' || type === 'url' || type === 'tel') list.push({ rule: type });
  if (['text', 'email', 'url', 'tel', 'textarea', 'hidden'].includes(type)) {
    list.push(options.minlength !== undefined && { rule: 'minlength', threshold: options.minlength });
    list.push(maxlength !== undefined && { rule: 'maxlength', threshold: maxlength });
  }
  if (type === 'number' || type === 'range') {
    const at = (v?: string) => (v === undefined ? undefined : Number(v));
    list.push({ rule: 'number' });
    list.push(options.min !== undefined && { rule: 'minnumber', threshold: at(options.min)! });
    list.push(options.max !== undefined && { rule: 'maxnumber', threshold: at(options.max)! });
    list.push(options.step !== undefined && { rule: 'stepnumber', threshold: at(options.step)!, base: at(options.min) ?? 0 });
  }
  if (type === 'date') {
    list.push({ rule: 'date' });
    list.push(options.min !== undefined && { rule: 'mindate', threshold: options.min });
    list.push(options.max !== undefined && { rule: 'maxdate', threshold: options.max });
  }
  if (type === 'select' || type === 'checkbox' || type === 'radio') {
    // With first_as_label the first value is the select's prompt, not a choice.
    const choices = options.flags.first_as_label ? tag.choices.slice(1) : tag.choices;
    list.push({ rule: 'enum', accept: choices.map((c) => c.label) });
  }
  if (type === 'file') list.push({ rule: 'file', accept: options.fileKinds ?? [] }, { rule: 'maxfilesize', threshold: options.limit! });
  return list.filter((d): d is Draft => !!d);
}

/** The rules of a form, field by field in the order they are checked; the first a value breaks is its error. */
export function formRules(form: ParsedForm, messages: FormMessages): Rule[] {
  return form.tags.flatMap((tag) =>
    drafts(tag).map(({ rule, ...rest }) => ({ rule, field: tag.name, error: messages[messageOf[rule]], ...rest })),
  );
}
