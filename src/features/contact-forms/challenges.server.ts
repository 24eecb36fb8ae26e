import { captchaImageName, captchaLifetimeMs, newCaptchaChallenge } from './captcha.server';
import type { Refill } from './feedback-answer';
import type { ParsedForm } from './form-tag';
import { quizRefill } from './quiz.server';
import type { FormInstance } from './render-context';

export interface ChallengeSettings {
  /** The form's quiz key (quizFormSecret). */
  quizSecret: string;
  /** The public URL of a CAPTCHA image file (`<digits>.png`, spec 9.5). */
  captchaImageUrl: (fileName: string) => string;
  now: number;
}

export interface Challenges {
  quiz: FormInstance['quiz'];
  captcha: FormInstance['captcha'];
  /** The same challenges as the refill and feedback answers carry them. */
  refill: Refill;
}

/**
 * New quiz questions and CAPTCHA challenges for every such field of a form: for a rendering, a refill or an
 * answer. Nothing is stored: a CAPTCHA challenge carries its expiry and its answer is derived from it
 * (captchaAnswerOf), so drawing one costs the database nothing whoever asks and however often.
 */
export function drawChallenges(form: ParsedForm, settings: ChallengeSettings): Challenges {
  const quizzes = quizRefill(form, settings.quizSecret);
  const challenges: Challenges = { quiz: {}, captcha: {}, refill: {} };
  for (const [name, [question, answerHash]] of Object.entries(quizzes)) challenges.quiz[name] = { question, answerHash };
  if (Object.keys(quizzes).length) challenges.refill.quiz = quizzes;
  for (const tag of form.tags.filter((t) => t.type === 'captchac')) {
    const challenge = newCaptchaChallenge(settings.now + captchaLifetimeMs);
    const imageUrl = settings.captchaImageUrl(captchaImageName(challenge));
    challenges.captcha[tag.name] = { challenge, imageUrl };
    challenges.refill.captcha = { ...challenges.refill.captcha, [tag.name]: imageUrl };
  }
  return challenges;
}
