import type { ShopDeps } from '../../server/shop.server';
import { captchaImageUrl } from './captcha-route.server';
import { captchaAnswersIn } from './captcha-store.server';
import type { ChallengeSettings } from './challenges.server';
import { quizFormSecret } from './quiz.server';
import { formSecrets } from './stored-forms.server';

// A CAPTCHA image answered later than this is refused: long enough to fill any form, short enough to sweep.
const captchaLifetimeMs = 3_600_000;

/** What drawing a form's quiz questions and CAPTCHA images needs, for a page, a refill or a feedback answer. */
export function challengeSettings(deps: Pick<ShopDeps, 'database' | 'config'>, formId: number, now: number): ChallengeSettings {
  return { quizSecret: quizFormSecret(formSecrets(deps.config).quizSecret, formId), captchaAnswers: captchaAnswersIn(deps.database.db), captchaImageUrl, captchaLifetimeMs, now };
}
