import type { ShopDeps } from '../../server/shop.server';
import { log } from '../../server/log.server';
import { usedCaptchasIn } from './captcha-store.server';
import { challengeSettings } from './challenge-settings.server';
import { drawChallenges } from './challenges.server';
import { feedbackAnswer, type FeedbackAnswer } from './feedback-answer';
import type { MailContext } from './mail-template';
import type { PostedData } from './posted-data';
import { quizFormSecret } from './quiz.server';
import { rateLimitKey } from '../../server/client-address.server';
import { screenSubmission } from './screen.server';
import { spamSettingsOf } from './spam-settings.server';
import { formSecrets, type StoredForm } from './stored-forms.server';
import { storeSubmission } from './store-submission.server';
import type { Submission } from './submission';
import { captchaChallengeField } from './form-names';
import { invalidField } from './invalid-field';

/** Who sent a submission and from where; `post` is the page the form was on, when the shop knows it. */
export interface Visitor {
  remoteIp: string;
  userAgent: string;
  pageUrl: string;
  post: MailContext['post'];
  site: MailContext['site'];
}

export interface Feedback {
  answer: FeedbackAnswer;
  posted: PostedData;
}

/**
 * One submission, in the server order of contract.md: validate, acceptance, spam, then store (uploads and row)
 * and queue the mail. Every answer carries new CAPTCHA images and quiz questions, as the old ones are used up.
 */
export async function receiveFeedback(deps: ShopDeps, stored: StoredForm, unitTag: string, submission: Submission, visitor: Visitor): Promise<Feedback> {
  const db = deps.database.db;
  const now = Date.now();
  const settings = await deps.settings();
  const secrets = formSecrets(deps.config);
  const usedCaptchas = usedCaptchasIn(db, secrets.captchaSecret);
  const spam = spamSettingsOf(settings.contactForms, secrets.fillSecret);
  const senderKey = rateLimitKey(visitor.remoteIp);
  const screening = await screenSubmission(
    stored.form,
    submission,
    { unitTag, messages: stored.messages, quizSecret: quizFormSecret(secrets.quizSecret, stored.id), captchaAnswer: (c, given) => usedCaptchas.take(c, given, { key: senderKey, limit: spam.rateLimit }), acceptanceAsValidation: stored.definition.settings.acceptanceAsValidation },
    { settings: spam, sender: { formId: stored.id, unitTag, now, remoteIp: visitor.remoteIp, userAgent: visitor.userAgent } },
  );
  const { refill } = drawChallenges(stored.form, challengeSettings(deps, stored.id, now));
  const base = { formId: stored.id, unitTag, messages: stored.messages, refill };
  if (screening.status === 'spam') log.info('contact-form-spam', { form: stored.id, reason: screening.reason });
  if (screening.status !== 'passed') {
    const invalidFields = screening.status === 'validation_failed' ? screening.invalidFields : [];
    return { answer: feedbackAnswer({ ...base, status: screening.status, invalidFields }), posted: screening.posted };
  }
  // Each CAPTCHA passed validation, so its challenge was answered right; it is used up with the stored message.
  const captchas = stored.form.tags.filter((t) => t.type === 'captchar').map((tag) => ({ tag, challenge: submission.fields.get(captchaChallengeField(tag.name))?.[0] ?? '' }));
  const captchaChallenges = captchas.map((c) => c.challenge);
  const result = await storeSubmission(deps, stored, { unitTag, submission, posted: screening.posted, visitor, senderKey, limit: spam.rateLimit, captchaChallenges, now });
  if (result.status === 'spam') log.info('contact-form-spam', { form: stored.id, reason: 'rate_limited' });
  const invalidFields = captchas.filter((c) => result.usedFirst?.includes(c.challenge)).map((c) => invalidField(c.tag, unitTag, stored.messages.captcha_not_match));
  return { answer: feedbackAnswer({ ...base, status: result.status, invalidFields, postedDataHash: result.postedDataHash }), posted: screening.posted };
}
