import type { FeedbackAnswer } from './feedback-answer';
import type { ParsedForm } from './form-tag';
import type { PostedData } from './posted-data';
import type { FormOutcomeView } from './render-context';

// A quiz or CAPTCHA answer is never put back: the page draws a new question or image.
const notKept = new Set(['quiz', 'captchar', 'file']);

/** What the page shows after a submission made without JavaScript: the answer, and the values to keep. */
export function formOutcomeView(answer: FeedbackAnswer, form: ParsedForm, posted: PostedData): FormOutcomeView {
  const keep = answer.status !== 'mail_sent';
  const values: Record<string, string[]> = {};
  const freeTexts: Record<string, string> = {};
  for (const tag of form.tags) {
    const field = posted.get(tag.name);
    if (!keep || !field || notKept.has(tag.type)) continue;
    values[tag.name] = field.raw;
    if (field.freeText !== undefined) freeTexts[tag.name] = field.freeText;
  }
  return {
    status: answer.status,
    message: answer.message,
    invalidFields: answer.invalid_fields,
    postedDataHash: answer.posted_data_hash,
    values,
    freeTexts,
  };
}
