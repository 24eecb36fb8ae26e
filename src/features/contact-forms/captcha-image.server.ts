import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { captchaGlyphs } from './captcha-glyphs';

export const captchaImageSize = { width: 320, height: 108 } as const;

type Random = () => number;

/** Numbers in [0, 1) drawn from a seed (SHA-256 in counter mode): one seed, one picture, in every process. */
export function seededRandom(seed: Uint8Array): Random {
  let block = Buffer.alloc(0);
  let at = 0;
  let counter = 0;
  return () => {
    if (at + 4 > block.length) [block, at] = [createHash('sha256').update(seed).update(String(counter++)).digest(), 0];
    const value = block.readUInt32BE(at);
    at += 4;
    return value / 2 ** 32;
  };
}
const between = (random: Random, low: number, high: number) => low + random() * (high - low);
const inkColours = ['#1b2a6b', '#6b1b2a', '#1f5a2a', '#222222', '#4a1f6b'];
const noiseColours = ['#7d8bb5', '#b58a7d', '#8ab57d', '#999999'];

function glyphPath(char: string, x: number, random: Random): string {
  const strokes = captchaGlyphs[char] ?? [];
  const d = strokes
    .map((stroke) => stroke.map(([px, py], i) => `${i ? 'L' : 'M'}${(px + between(random, -0.4, 0.4)).toFixed(2)} ${(py + between(random, -0.4, 0.4)).toFixed(2)}`).join(' '))
    .join(' ');
  const rotate = between(random, -18, 18).toFixed(1);
  const skew = between(random, -12, 12).toFixed(1);
  const scale = between(random, 4.2, 5).toFixed(2);
  const y = between(random, 48, 60).toFixed(1);
  const colour = inkColours[Math.floor(random() * inkColours.length)];
  return `<path transform="translate(${x.toFixed(1)} ${y}) rotate(${rotate}) skewX(${skew}) scale(${scale}) translate(-5 -7)" d="${d}" stroke="${colour}" stroke-width="1.5" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`;
}

function noiseLine(random: Random): string {
  const { width, height } = captchaImageSize;
  const point = () => `${between(random, 0, width).toFixed(0)} ${between(random, 0, height).toFixed(0)}`;
  const colour = noiseColours[Math.floor(random() * noiseColours.length)];
  return `<path d="M0 ${between(random, 10, height - 10).toFixed(0)} C${point()} ${point()} ${width} ${between(random, 10, height - 10).toFixed(0)}" stroke="${colour}" stroke-width="${between(random, 2, 3.5).toFixed(1)}" fill="none"/>`;
}

/** The SVG of a CAPTCHA answer: distorted glyphs over noise lines and dots, large enough to read on a phone. */
export function captchaSvg(answer: string, random: Random = Math.random): string {
  const { width, height } = captchaImageSize;
  const step = (width - 40) / answer.length;
  const dots = Array.from({ length: 40 }, () => `<circle cx="${between(random, 0, width).toFixed(0)}" cy="${between(random, 0, height).toFixed(0)}" r="${between(random, 1, 2.5).toFixed(1)}" fill="#8890a8"/>`);
  const lines = Array.from({ length: 3 }, () => noiseLine(random));
  const glyphs = [...answer].map((char, i) => glyphPath(char, 20 + step * (i + 0.5) + between(random, -6, 6), random));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><rect width="${width}" height="${height}" fill="#f7f5ee"/>${dots.join('')}${lines[0]}${glyphs.join('')}${lines.slice(1).join('')}</svg>`;
}

/** The PNG image of a CAPTCHA answer; the browser shows it at half size, so it stays sharp on dense screens. */
export function captchaImage(answer: string, random?: Random): Promise<Buffer> {
  return sharp(Buffer.from(captchaSvg(answer, random))).png({ compressionLevel: 9 }).toBuffer();
}
