import { choiceTypes, tagTypes, type Choice, type FormTag, type QuizQuestion, type TagType } from './form-tag';
import { readOptions } from './tag-options';
import { FormTemplateError } from './template-error';

const namePattern = /^[a-z][-\w:.]*$/i;
const unnamed: TagType[] = ['submit'];

/** `"label|value"`: the label is shown and posted, the value (after the bar) goes into mail. */
const choiceOf = (raw: string): Choice => {
  const bar = raw.indexOf('|');
  return bar === -1 ? { label: raw, value: raw } : { label: raw.slice(0, bar), value: raw.slice(bar + 1) };
};

function tokens(inner: string): { words: string[]; values: string[] } {
  const words: string[] = [];
  const values: string[] = [];
  for (const m of inner.matchAll(/"([^"]*)"|'([^']*)'|(\S+)/g)) {
    if (m[3] !== undefined) words.push(m[3]);
    else values.push(m[1] ?? m[2] ?? '');
  }
  return { words, values };
}

/** One form tag, `[type* name options… "values"…]`, read into a FormTag. */
export function parseTag(source: string, inner: string): FormTag {
  const { words, values } = tokens(inner);
  const head = /^([a-z][a-z0-9_]*)(\*?)$/i.exec(words.shift() ?? '');
  const type = head?.[1]?.toLowerCase() as TagType | undefined;
  if (!type || !tagTypes.includes(type)) throw new FormTemplateError('unknown_type', source);
  const name = unnamed.includes(type) ? '' : (words.shift() ?? '');
  if (!unnamed.includes(type) && !name) throw new FormTemplateError('missing_name', source);
  if (name && !namePattern.test(name)) throw new FormTemplateError('bad_name', source);

  const { placeholderFlag, ...options } = readOptions(type, words, (option) => {
    throw new FormTemplateError('bad_option', source, option);
  });
  const tag: FormTag = {
    type, required: head?.[2] === '*' || type === 'radio', name, options, values, choices: [], questions: [], source,
  };
  if (placeholderFlag && values.length) tag.options.placeholder = values.shift();
  if ((choiceTypes as readonly string[]).includes(type)) {
    if (!values.length) throw new FormTemplateError('missing_values', source);
    tag.choices = values.map(choiceOf);
  }
  if (type === 'quiz') tag.questions = quizQuestions(source, values);
  for (const index of tag.options.defaults.filter((d) => /^\d+$/.test(d))) {
    if (Number(index) < 1 || Number(index) > tag.choices.length) {
      throw new FormTemplateError('bad_option', source, `default:${tag.options.defaults.join('_')}`);
    }
  }
  return tag;
}

function quizQuestions(source: string, values: string[]): QuizQuestion[] {
  if (!values.length) throw new FormTemplateError('missing_values', source);
  return values.map((raw) => {
    const bar = raw.indexOf('|');
    if (bar <= 0 || bar === raw.length - 1) throw new FormTemplateError('bad_value', source, raw);
    return { question: raw.slice(0, bar), answer: raw.slice(bar + 1) };
  });
}
