import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { captchaGlyphs } from './captcha-glyphs';
import { captchaImage, captchaImageSize, captchaSvg, seededRandom } from './captcha-image.server';
import { captchaAlphabet, captchaAnswerMatches, captchaImageName, newCaptchaChallenge } from './captcha.server';

describe('CAPTCHA generated locally', () => {
  it('spec 9.5: the challenge is digits, so the image file name gives it back to the browser', () => {
    const { challenge } = newCaptchaChallenge();
    expect(challenge).toMatch(/^[1-9]\d{15}$/);
    const name = captchaImageName(challenge);
    expect(name).toBe(`${challenge}.png`);
    expect(/([0-9]+)\.(png|gif|jpeg)$/.exec(`/wp-json/x/${name}`)?.[1]).toBe(challenge);
  });

  it('answers are 4 characters of an alphabet without look-alikes, each with a glyph', () => {
    for (let i = 0; i < 50; i++) expect(newCaptchaChallenge().answer).toMatch(new RegExp(`^[${captchaAlphabet}]{4}$`));
    expect(captchaAlphabet).not.toMatch(/[0O1IL2Z5S8BGQDV6]/);
    expect(Object.keys(captchaGlyphs).sort()).toEqual([...captchaAlphabet].sort());
    expect(new Set(Array.from({ length: 20 }, () => newCaptchaChallenge().challenge)).size).toBe(20);
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
