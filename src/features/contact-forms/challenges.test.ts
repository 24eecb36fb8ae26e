import { describe, expect, it } from 'vitest';
import { captchaExpiry, captchaLifetimeMs } from './captcha.server';
import { drawChallenges } from './challenges.server';
import { parseFormTemplate } from './parse-template';
import { quizAnswerCorrect } from './quiz.server';

describe('challenges of a rendering, a refill or a feedback answer', () => {
  const form = parseFormTemplate('[quiz q "Thủ đô?|Hà Nội"] [captchac c] [captchar c] [text t]');

  it('spec 7.3, 9.5: each quiz and CAPTCHA field gets a new challenge; the image URL ends in the challenge digits', () => {
    const now = Date.UTC(2025, 5, 1);
    const drawn = drawChallenges(form, { quizSecret: 'k', captchaImageUrl: (file) => `/captcha/${file}`, now });
    const { challenge, imageUrl } = drawn.captcha.c!;
    expect(imageUrl).toBe(`/captcha/${challenge}.png`);
    expect(drawn.refill).toEqual({ quiz: { q: ['Thủ đô?', drawn.quiz.q!.answerHash] }, captcha: { c: imageUrl } });
    expect(quizAnswerCorrect(form.tags[0]!, 'ha noi', drawn.quiz.q!.answerHash, 'k')).toBe(true);
    expect(captchaExpiry(challenge)).toBe(now + captchaLifetimeMs);
    expect(drawChallenges(form, { quizSecret: 'k', captchaImageUrl: (f) => f, now }).captcha.c!.challenge).not.toBe(challenge);
  });

  it('a form without quiz or CAPTCHA refills with nothing', () => {
    const drawn = drawChallenges(parseFormTemplate('[text t]'), { quizSecret: 'k', captchaImageUrl: (f) => f, now: 0 });
    expect(drawn).toEqual({ quiz: {}, captcha: {}, refill: {} });
  });
});
