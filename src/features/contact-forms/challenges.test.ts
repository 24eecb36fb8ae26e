import { describe, expect, it } from 'vitest';
import type { CaptchaAnswers } from './captcha.server';
import { drawChallenges } from './challenges.server';
import { parseFormTemplate } from './parse-template';
import { quizAnswerCorrect } from './quiz.server';

/** The storage contract as the server's will keep it, in memory for this test. */
function answersInMemory(): CaptchaAnswers & { saved: Map<string, { answer: string; expiresAt: Date }> } {
  const saved = new Map<string, { answer: string; expiresAt: Date }>();
  return {
    saved,
    save: async (challenge, answer, expiresAt) => void saved.set(challenge, { answer, expiresAt }),
    peek: async (challenge) => saved.get(challenge)?.answer,
    take: async (challenge) => {
      const entry = saved.get(challenge);
      saved.delete(challenge);
      return entry?.answer;
    },
  };
}

describe('challenges of a rendering, a refill or a feedback answer', () => {
  const form = parseFormTemplate('[quiz q "Thủ đô?|Hà Nội"] [captchac c] [captchar c] [text t]');

  it('spec 7.3, 9.5: each quiz and CAPTCHA field gets a new challenge; the image URL ends in the challenge digits', async () => {
    const captchaAnswers = answersInMemory();
    const now = Date.UTC(2025, 5, 1);
    const drawn = await drawChallenges(form, { quizSecret: 'k', captchaAnswers, captchaImageUrl: (file) => `/captcha/${file}`, captchaLifetimeMs: 3_600_000, now, mayDrawCaptcha: async () => true });
    const { challenge, imageUrl } = drawn.captcha.c!;
    expect(imageUrl).toBe(`/captcha/${challenge}.png`);
    expect(drawn.refill).toEqual({ quiz: { q: ['Thủ đô?', drawn.quiz.q!.answerHash] }, captcha: { c: imageUrl } });
    expect(quizAnswerCorrect(form.tags[0]!, 'ha noi', drawn.quiz.q!.answerHash, 'k')).toBe(true);
    const stored = captchaAnswers.saved.get(challenge)!;
    expect(stored.expiresAt).toEqual(new Date(now + 3_600_000));
    expect(await captchaAnswers.peek(challenge)).toBe(stored.answer);
    expect(await captchaAnswers.take(challenge)).toMatch(/^[A-Z0-9]{4}$/);
  });

  it('a form without quiz or CAPTCHA refills with nothing', async () => {
    const drawn = await drawChallenges(parseFormTemplate('[text t]'), { quizSecret: 'k', captchaAnswers: answersInMemory(), captchaImageUrl: (f) => f, captchaLifetimeMs: 1, now: 0, mayDrawCaptcha: async () => true });
    expect(drawn).toEqual({ quiz: {}, captcha: {}, refill: {} });
  });

  it('a visitor over the CAPTCHA limit gets no new challenge and no image URL; the quiz is drawn as usual', async () => {
    const captchaAnswers = answersInMemory();
    const drawn = await drawChallenges(form, { quizSecret: 'k', captchaAnswers, captchaImageUrl: (f) => f, captchaLifetimeMs: 1, now: 0, mayDrawCaptcha: async () => false });
    expect([drawn.captcha, Object.keys(drawn.refill), captchaAnswers.saved.size]).toEqual([{ c: { challenge: '', imageUrl: '' } }, ['quiz'], 0]);
  });
});
