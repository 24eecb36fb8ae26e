import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';

// No 0/O, 1/I/L, 2/Z, 5/S, 6/G, 8/B, D, Q or V: nothing a person could read as another character.
export const captchaAlphabet = 'ACEFHJKMNPRTUWXY3479';
const captchaAnswerLength = 4;

// A challenge is its expiry (10 digits of seconds, enough until 2286) then 10 random digits: 20 digits, all the
// image file name takes (spec 9.5). The random part only keeps challenges apart; the answer's secret is the key.
const expiryDigits = 10;
const randomDigits = 10;

// A challenge answered later than this is refused: long enough to fill any form, short enough to sweep.
export const captchaLifetimeMs = 3_600_000;

/** A new challenge, digits only, that expires at `expiresAtMs` (rounded down to the second). Nothing is stored. */
export function newCaptchaChallenge(expiresAtMs: number, pick: (n: number) => number = randomInt): string {
  const expiry = String(Math.floor(expiresAtMs / 1000)).padStart(expiryDigits, '0');
  return expiry + Array.from({ length: randomDigits }, () => String(pick(10))).join('');
}

/** When a well-formed challenge expires (ms), or undefined for anything else. */
export function captchaExpiry(challenge: string): number | undefined {
  if (!new RegExp(`^\\d{${expiryDigits + randomDigits}}$`).test(challenge)) return undefined;
  return Number(challenge.slice(0, expiryDigits)) * 1000;
}

/**
 * Whether a challenge may still be shown or answered at `now`: well-formed, not expired, and expiring no later
 * than a lifetime from now (the expiry is in the challenge, so a robot could write one far in the future).
 */
export function captchaChallengeOpen(challenge: string, now: number): boolean {
  const expiry = captchaExpiry(challenge);
  return expiry !== undefined && expiry > now && expiry <= now + captchaLifetimeMs;
}

/** What the challenge's image shows: read from an HMAC of it under the shop's key, so only the shop knows it. */
export function captchaAnswerOf(challenge: string, secret: string): string {
  const digest = createHmac('sha256', secret).update(`answer\0${challenge}`).digest();
  return Array.from({ length: captchaAnswerLength }, (_, i) => captchaAlphabet[digest.readUInt32BE(i * 4) % captchaAlphabet.length]).join('');
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
