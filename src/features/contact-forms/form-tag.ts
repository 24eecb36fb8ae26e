// A parsed form is plain JSON data: the server parses a template once and an island can take it as props.

export const tagTypes = [
  'text', 'email', 'url', 'tel', 'textarea', 'number', 'range', 'date', 'select', 'checkbox', 'radio',
  'acceptance', 'quiz', 'captchac', 'captchar', 'file', 'submit', 'hidden', 'count',
] as const;
export type TagType = (typeof tagTypes)[number];

export const choiceTypes = ['select', 'checkbox', 'radio'] as const;

export const flagNames = [
  'include_blank', 'first_as_label', 'multiple', 'exclusive', 'use_label_element', 'label_first', 'free_text',
  'optional', 'invert', 'readonly', 'down',
] as const;
export type Flag = (typeof flagNames)[number];

export interface TagOptions {
  id?: string;
  classes: string[];
  placeholder?: string;
  minlength?: number;
  maxlength?: number;
  min?: string;
  max?: string;
  step?: string;
  size?: number;
  cols?: number;
  rows?: number;
  /** `default:` as written, split on `_`: 1-based option numbers, or sources such as `get`, `user_email`. */
  defaults: string[];
  autocomplete?: string;
  /** File kinds a file field accepts (see file-kinds.ts) and its size limit in bytes. */
  fileKinds?: string[];
  limit?: number;
  flags: Partial<Record<Flag, true>>;
}

/** A choice of a select, checkbox or radio: `"label|value"` shows and posts the label, mails the value. */
export interface Choice {
  label: string;
  value: string;
}

export interface QuizQuestion {
  question: string;
  answer: string;
}

export interface FormTag {
  type: TagType;
  required: boolean;
  /** The field's name; empty for submit. For count, the field it counts. */
  name: string;
  options: TagOptions;
  values: string[];
  choices: Choice[];
  questions: QuizQuestion[];
  /** The tag as the shop wrote it, for error messages. */
  source: string;
}

export type LayoutNode =
  | { kind: 'text'; text: string }
  | { kind: 'element'; tag: string; attrs: Record<string, string>; children: LayoutNode[] }
  | { kind: 'field'; index: number; children: LayoutNode[] };

export interface ParsedForm {
  tags: FormTag[];
  layout: LayoutNode[];
}

/** Tags that carry a value the visitor submits (submit, count and the CAPTCHA image do not). */
export const isDataTag = (tag: FormTag) => tag.type !== 'submit' && tag.type !== 'count' && tag.type !== 'captchac';

/** Fields posted as a list (`name[]`): checkbox groups that are not exclusive, multiple selects. */
export const takesMany = (tag: FormTag) =>
  (tag.type === 'checkbox' && !tag.options.flags.exclusive) || (tag.type === 'select' && !!tag.options.flags.multiple);
