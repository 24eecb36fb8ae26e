import type { ShopDeps } from '../../server/shop.server';
import { captchaImageUrl } from './captcha-route.server';
import type { ChallengeSettings } from './challenges.server';
import { quizFormSecret } from './quiz.server';
import { formSecrets } from './stored-forms.server';

/** What drawing a form's quiz questions and CAPTCHA challenges needs, for a page, a refill or a feedback answer. */
export function challengeSettings(deps: Pick<ShopDeps, 'config'>, formId: number, now: number): ChallengeSettings {
  return { quizSecret: quizFormSecret(formSecrets(deps.config).quizSecret, formId), captchaImageUrl, now };
}
