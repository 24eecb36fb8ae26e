import * as vi from '../../lib/messages/index';
import { acceptanceTicked } from './acceptance-gate';
import { cleanFileName, cleanLine, cleanText } from './clean-text';
import { isDataTag, takesMany, type FormTag, type ParsedForm } from './form-tag';
import type { Submission } from './submission';

/** A field's cleaned values: `raw` as posted (a choice's label), `values` as mail shows them (a choice's value). */
export interface PostedField {
  raw: string[];
  values: string[];
  /** The text typed into a choice's free-text input, when its option was chosen. */
  freeText?: string;
}
export type PostedData = Map<string, PostedField>;

export interface Collected {
  posted: PostedData;
  /** Fields that take one value but came with several: a browser never sends that, so they are refused. */
  repeated: string[];
}

function choiceValues(tag: FormTag, posted: string[], freeText: string): PostedField {
  const raw = [...new Set(posted.map(cleanLine))].filter(Boolean);
  const last = tag.choices[tag.choices.length - 1];
  const withText = !!tag.options.flags.free_text && !!freeText && raw.includes(last?.label ?? '');
  return {
    raw,
    values: raw.map((label) => {
      const value = tag.choices.find((c) => c.label === label)?.value ?? label;
      return withText && label === last?.label ? `${value} ${freeText}` : value;
    }),
    ...(withText ? { freeText } : {}),
  };
}

function fieldOf(tag: FormTag, submission: Submission): PostedField {
  const posted = submission.fields.get(tag.name) ?? [];
  if (tag.type === 'file') {
    const names = (submission.files.get(tag.name) ?? []).map((f) => cleanFileName(f.name));
    return { raw: names, values: names };
  }
  if (tag.type === 'acceptance') {
    const checked = posted.includes(acceptanceTicked);
    return { raw: checked ? ['1'] : [], values: [checked ? vi.contactForms.accepted : vi.contactForms.notAccepted] };
  }
  if (tag.type === 'select' || tag.type === 'checkbox' || tag.type === 'radio') {
    const free = [...cleanLine(submission.fields.get(`${tag.name}_free_text`)?.[0] ?? '')].slice(0, 400).join('');
    return choiceValues(tag, posted, free);
  }
  const values = posted.slice(0, 1).map(tag.type === 'textarea' ? cleanText : cleanLine);
  return { raw: values, values };
}

/** The form's own fields from a submission, cleaned; fields the form does not have are ignored. */
export function collectPosted(form: ParsedForm, submission: Submission): Collected {
  const posted: PostedData = new Map();
  const repeated: string[] = [];
  for (const tag of form.tags.filter(isDataTag)) {
    const count = tag.type === 'file' ? (submission.files.get(tag.name)?.length ?? 0) : (submission.fields.get(tag.name)?.length ?? 0);
    if (count > 1 && !takesMany(tag)) repeated.push(tag.name);
    posted.set(tag.name, fieldOf(tag, submission));
  }
  return { posted, repeated };
}
