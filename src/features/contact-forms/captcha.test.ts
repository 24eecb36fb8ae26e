import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { captchaGlyphs } from './captcha-glyphs';
import { captchaImage, captchaImageSize, captchaSvg, seededRandom } from './captcha-image.server';
import { captchaAlphabet, captchaAnswerMatches, captchaAnswerOf, captchaChallengeOpen, captchaExpiry, captchaImageName, captchaLifetimeMs, newCaptchaChallenge } from './captcha.server';

describe('CAPTCHA generated locally', () => {
  const now = Date.UTC(2026, 10, 29, 11);

  it('spec 9.5: the challenge is digits (its expiry, then random ones), so the image file name gives it back to the browser', () => {
    const challenge = newCaptchaChallenge(now + captchaLifetimeMs);
    expect(challenge).toMatch(/^\d{20}$/);
    expect(captchaExpiry(challenge)).toBe(now + captchaLifetimeMs);
    const name = captchaImageName(challenge);
    expect(name).toBe(`${challenge}.png`);
    expect(/([0-9]+)\.(png|gif|jpeg)$/.exec(`/wp-json/x/${name}`)?.[1]).toBe(challenge);
    expect(new Set(Array.from({ length: 20 }, () => newCaptchaChallenge(now))).size).toBe(20);
  });

  it('answers are 4 characters of an alphabet without look-alikes, each with a glyph, derived from the challenge under the key', () => {
    const challenges = Array.from({ length: 200 }, () => newCaptchaChallenge(now));
    const answers = challenges.map((c) => captchaAnswerOf(c, 'key'));
    for (const answer of answers) expect(answer).toMatch(new RegExp(`^[${captchaAlphabet}]{4}$`));
    expect(new Set(answers.flatMap((a) => [...a])).size).toBe(captchaAlphabet.length);
    expect(challenges.map((c) => captchaAnswerOf(c, 'key'))).toEqual(answers);
    expect(challenges.filter((c, i) => captchaAnswerOf(c, 'other key') === answers[i]).length).toBeLessThan(3);
    expect(captchaAlphabet).not.toMatch(/[0O1IL2Z5S8BGQDV6]/);
    expect(Object.keys(captchaGlyphs).sort()).toEqual([...captchaAlphabet].sort());
  });

  it('a challenge is open until its expiry, and only when that is at most a lifetime away; anything else is never open', () => {
    const challenge = newCaptchaChallenge(now + captchaLifetimeMs);
    expect([now, now + captchaLifetimeMs - 1, now + captchaLifetimeMs].map((at) => captchaChallengeOpen(challenge, at))).toEqual([true, true, false]);
    const farOff = newCaptchaChallenge(now + captchaLifetimeMs + 60_000);
    expect([captchaChallengeOpen(farOff, now), captchaChallengeOpen(farOff, now + 60_000)]).toEqual([false, true]);
    for (const bad of ['', '123456', `${challenge}0`, challenge.slice(1), `x${challenge.slice(1)}`]) expect(captchaChallengeOpen(bad, now)).toBe(false);
  });

  it('a typed answer matches whatever its case and surrounding spaces; an unknown challenge never matches', () => {
    expect(captchaAnswerMatches('K7MX', ' k7mx ')).toBe(true);
    expect(captchaAnswerMatches('K7MX', 'K7M')).toBe(false);
    expect(captchaAnswerMatches(undefined, '')).toBe(false);
  });

  it('spec 9.5: the image is a PNG of the expected size; one seed draws one picture, another seed another', async () => {
    const first = await captchaImage('K7MX', seededRandom(Buffer.from('seed one')));
    const meta = await sharp(first).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', captchaImageSize.width, captchaImageSize.height]);
    expect((await captchaImage('K7MX', seededRandom(Buffer.from('seed one')))).equals(first)).toBe(true);
    expect((await captchaImage('K7MX', seededRandom(Buffer.from('seed two')))).equals(first)).toBe(false);
  });

  it('the picture holds only paths: no text for a robot to read out of the image', () => {
    const svg = captchaSvg('ACEF');
    expect(svg).not.toMatch(/<text|ACEF/);
    expect(svg.match(/stroke-linecap/g)).toHaveLength(4);
  });
});
