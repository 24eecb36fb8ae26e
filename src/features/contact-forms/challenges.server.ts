import { captchaImageName, newCaptchaChallenge, type CaptchaAnswers } from './captcha.server';
import type { Refill } from './feedback-answer';
import type { ParsedForm } from './form-tag';
import { quizRefill } from './quiz.server';
import type { FormInstance } from './render-context';

export interface ChallengeSettings {
  /** The form's quiz key (quizFormSecret). */
  quizSecret: string;
  captchaAnswers: CaptchaAnswers;
  /** The public URL of a CAPTCHA image file (`<digits>.png`, spec 9.5). */
  captchaImageUrl: (fileName: string) => string;
  captchaLifetimeMs: number;
  now: number;
  /** Counts one CAPTCHA challenge against the visitor's limit; false when over it, and no challenge is made. */
  mayDrawCaptcha: () => Promise<boolean>;
}

export interface Challenges {
  quiz: FormInstance['quiz'];
  captcha: FormInstance['captcha'];
  /** The same challenges as the refill and feedback answers carry them. */
  refill: Refill;
}

/**
 * New quiz questions and CAPTCHA challenges for every such field of a form: for a rendering, a refill or an
 * answer. A visitor over the CAPTCHA limit gets no new challenge (and no image URL), the rest as usual.
 */
export async function drawChallenges(form: ParsedForm, settings: ChallengeSettings): Promise<Challenges> {
  const quizzes = quizRefill(form, settings.quizSecret);
  const challenges: Challenges = { quiz: {}, captcha: {}, refill: {} };
  for (const [name, [question, answerHash]] of Object.entries(quizzes)) challenges.quiz[name] = { question, answerHash };
  if (Object.keys(quizzes).length) challenges.refill.quiz = quizzes;
  for (const tag of form.tags.filter((t) => t.type === 'captchac')) {
    if (!(await settings.mayDrawCaptcha())) {
      challenges.captcha[tag.name] = { challenge: '', imageUrl: '' };
      continue;
    }
    const { challenge, answer } = newCaptchaChallenge();
    await settings.captchaAnswers.save(challenge, answer, new Date(settings.now + settings.captchaLifetimeMs));
    const imageUrl = settings.captchaImageUrl(captchaImageName(challenge));
    challenges.captcha[tag.name] = { challenge, imageUrl };
    challenges.refill.captcha = { ...challenges.refill.captcha, [tag.name]: imageUrl };
  }
  return challenges;
}
