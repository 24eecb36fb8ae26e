import type { FormTag, ParsedForm } from './form-tag';
import type { InvalidField } from './invalid-field';
import type { ServerStatus } from './status';

/** One form on one page, with what the server drew for this rendering (quiz questions, CAPTCHA images). */
export interface FormInstance {
  formId: number;
  unitTag: string;
  containerPost: number;
  /** The page the form posts back to without JavaScript. */
  pageUrl: string;
  quiz: Record<string, { question: string; answerHash: string }>;
  captcha: Record<string, { challenge: string; imageUrl: string }>;
  fillToken: string;
  acceptanceAsValidation: boolean;
}

/** The outcome of a submission without JavaScript, shown when the page renders the form again. */
export interface FormOutcomeView {
  status: ServerStatus;
  message: string;
  invalidFields: InvalidField[];
  postedDataHash: string;
  /** The values to put back into the fields: none after mail_sent, as the ecosystem clears a sent form. */
  values: Record<string, string[]>;
  freeTexts: Record<string, string>;
}

/** What `default:` options read: the page's query (`default:get`) and the logged-in shopper. */
export interface FieldDefaults {
  query: Record<string, string>;
  user: { login: string; email: string; displayName: string; url: string } | null;
}

export interface RenderContext {
  form: ParsedForm;
  instance: FormInstance;
  outcome?: FormOutcomeView;
  defaults: FieldDefaults;
}

export const own = <T,>(record: Record<string, T> | undefined, key: string) => (record && Object.hasOwn(record, key) ? record[key] : undefined);

export const errorOf = (ctx: RenderContext, name: string) => ctx.outcome?.invalidFields.find((f) => f.field === name);

function defaultSource(tag: FormTag, ctx: RenderContext): string[] | undefined {
  const source = tag.options.defaults[0];
  const user = ctx.defaults.user;
  if (source === 'get') return own(ctx.defaults.query, tag.name)?.split(',').map((v) => v.trim());
  const fromUser = { user_login: user?.login, user_email: user?.email, user_display_name: user?.displayName, user_url: user?.url };
  const value = own(fromUser as Record<string, string | undefined>, source ?? '');
  return value === undefined ? undefined : [value];
}

/** A text-like field's first value: as posted before, else from its default option, else the template's value. */
export function initialText(tag: FormTag, ctx: RenderContext): string {
  const posted = own(ctx.outcome?.values, tag.name);
  if (posted) return posted[0] ?? '';
  return defaultSource(tag, ctx)?.[0] ?? tag.values[0] ?? '';
}

/** The labels of a choice field checked or selected at first. */
export function initialChoices(tag: FormTag, ctx: RenderContext): string[] {
  const posted = own(ctx.outcome?.values, tag.name);
  if (posted) return posted;
  const indexes = tag.options.defaults.filter((d) => /^\d+$/.test(d)).map((d) => tag.choices[Number(d) - 1]?.label ?? '');
  return indexes.length ? indexes : (defaultSource(tag, ctx) ?? []);
}

export function initiallyChecked(tag: FormTag, ctx: RenderContext): boolean {
  const posted = own(ctx.outcome?.values, tag.name);
  return posted ? posted.length > 0 : tag.options.defaults[0] === 'on';
}
