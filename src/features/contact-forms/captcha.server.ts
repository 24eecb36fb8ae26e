import { randomInt, timingSafeEqual } from 'node:crypto';

// No 0/O, 1/I/L, 2/Z, 5/S, 6/G, 8/B, D, Q or V: nothing a person could read as another character.
export const captchaAlphabet = 'ACEFHJKMNPRTUWXY3479';
const captchaAnswerLength = 4;

export interface CaptchaChallenge {
  /** Digits only: the image's file name is `<challenge>.png` and the browser reads them back from it (spec 9.5). */
  challenge: string;
  answer: string;
}

/**
 * Where challenges wait until they are answered once or expire (the server's storage, shared by its processes).
 * Only the answer is kept: the image is drawn when its URL is fetched (captcha-route.server.ts).
 */
export interface CaptchaAnswers {
  save(challenge: string, answer: string, expiresAt: Date): Promise<void>;
  /** The answer of a challenge that has not expired, left in place: what its image shows. */
  peek(challenge: string): Promise<string | undefined>;
  /** The answer of a challenge, removed as it is read so it can be used only once; undefined when unknown or expired. */
  take(challenge: string): Promise<string | undefined>;
}

export function newCaptchaChallenge(pick: (n: number) => number = randomInt): CaptchaChallenge {
  const challenge = Array.from({ length: 16 }, (_, i) => String(i === 0 ? 1 + pick(9) : pick(10))).join('');
  const answer = Array.from({ length: captchaAnswerLength }, () => captchaAlphabet[pick(captchaAlphabet.length)]).join('');
  return { challenge, answer };
}

export const isCaptchaChallenge = (value: string) => /^\d{1,20}$/.test(value);
export const captchaImageName = (challenge: string) => `${challenge}.png`;

/** A typed answer matches regardless of case and surrounding spaces. */
export function captchaAnswerMatches(expected: string | undefined, given: string): boolean {
  if (!expected) return false;
  const a = Buffer.from(expected.toUpperCase());
  const b = Buffer.from(given.trim().toUpperCase());
  return a.length === b.length && timingSafeEqual(a, b);
}
