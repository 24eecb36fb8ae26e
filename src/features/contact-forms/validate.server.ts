import { acceptanceKept } from './acceptance';
import { captchaAnswerMatches, isCaptchaChallenge } from './captcha.server';
import { captchaChallengeField, quizAnswerField } from './form-names';
import type { FormMessages } from './form-messages';
import { isDataTag, type FormTag, type ParsedForm } from './form-tag';
import { invalidField, type InvalidField } from './invalid-field';
import { collectPosted, type PostedData } from './posted-data';
import { quizAnswerCorrect } from './quiz.server';
import { keepsRule } from './rule-checks';
import { formRules } from './rules';
import type { Submission } from './submission';

export interface ValidationContext {
  unitTag: string;
  messages: FormMessages;
  /** The form's quiz key (quizFormSecret). */
  quizSecret: string;
  /** The answer of an open CAPTCHA challenge not used before, used up by the call (usedCaptchasIn().take, given the typed answer). */
  captchaAnswer: (challenge: string, given: string) => Promise<string | undefined>;
  /** The form's setting: an unchecked acceptance box is a field error instead of `acceptance_missing`. */
  acceptanceAsValidation: boolean;
}

export interface Validation {
  invalidFields: InvalidField[];
  posted: PostedData;
}

async function ownCheck(tag: FormTag, submission: Submission, posted: PostedData, ctx: ValidationContext): Promise<string | undefined> {
  const given = posted.get(tag.name)?.raw[0] ?? '';
  const hidden = (field: string) => submission.fields.get(field)?.[0] ?? '';
  if (tag.type === 'quiz' && !quizAnswerCorrect(tag, given, hidden(quizAnswerField(tag.name)), ctx.quizSecret)) {
    return ctx.messages.quiz_answer_not_correct;
  }
  if (tag.type === 'captchar') {
    const challenge = hidden(captchaChallengeField(tag.name));
    const expected = isCaptchaChallenge(challenge) ? await ctx.captchaAnswer(challenge, given) : undefined;
    if (!captchaAnswerMatches(expected, given)) return ctx.messages.captcha_not_match;
  }
  if (tag.type === 'acceptance' && ctx.acceptanceAsValidation && !acceptanceKept(tag, posted)) return ctx.messages.accept_terms;
  return undefined;
}

/**
 * The first step of the server order: each field of the form checked against its rules, then quiz, CAPTCHA
 * and (when the form asks) acceptance. One error per field, the first it breaks; unknown fields are ignored.
 */
export async function validateSubmission(form: ParsedForm, submission: Submission, ctx: ValidationContext): Promise<Validation> {
  const { posted, repeated } = collectPosted(form, submission);
  const rules = formRules(form, ctx.messages);
  const invalidFields: InvalidField[] = [];
  for (const tag of form.tags.filter(isDataTag)) {
    const input = { values: posted.get(tag.name)?.raw ?? [], files: submission.files.get(tag.name) ?? [] };
    const message = repeated.includes(tag.name)
      ? ctx.messages.invalid_repeated
      : (rules.find((r) => r.field === tag.name && !keepsRule(r, input))?.error ?? (await ownCheck(tag, submission, posted, ctx)));
    if (message) invalidFields.push(invalidField(tag, ctx.unitTag, message));
  }
  return { invalidFields, posted };
}
