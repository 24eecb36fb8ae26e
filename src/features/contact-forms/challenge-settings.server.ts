import { takeFromLimit } from '../../server/rate-limit.server';
import type { ShopDeps } from '../../server/shop.server';
import { captchaImageUrl } from './captcha-route.server';
import { captchaAnswersIn } from './captcha-store.server';
import type { ChallengeSettings } from './challenges.server';
import { captchasPerAddress } from './limits.server';
import { quizFormSecret } from './quiz.server';
import { formSecrets } from './stored-forms.server';

// A CAPTCHA image answered later than this is refused: long enough to fill any form, short enough to sweep.
const captchaLifetimeMs = 3_600_000;

/**
 * What drawing a form's quiz questions and CAPTCHA images needs, for a page, a refill or a feedback answer;
 * `visitorKey` is the address (by rateLimitKey) the CAPTCHA challenges are counted for.
 */
export function challengeSettings(deps: Pick<ShopDeps, 'database' | 'config'>, formId: number, now: number, visitorKey: string): ChallengeSettings {
  const db = deps.database.db;
  return {
    quizSecret: quizFormSecret(formSecrets(deps.config).quizSecret, formId),
    captchaAnswers: captchaAnswersIn(db),
    captchaImageUrl,
    captchaLifetimeMs,
    now,
    mayDrawCaptcha: () => takeFromLimit(db, captchasPerAddress, visitorKey, new Date(now)),
  };
}
