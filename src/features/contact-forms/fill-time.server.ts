import { createHmac, timingSafeEqual } from 'node:crypto';

// The form carries the time it was rendered, signed: a person takes seconds to fill a form, a robot posts at once.

export interface FillTokenScope {
  formId: number;
  unitTag: string;
}

export type FillVerdict = 'ok' | 'forged' | 'too_fast' | 'expired';

const signature = (scope: FillTokenScope, issuedAt: number, secret: string) =>
  createHmac('sha256', secret).update(`fill\0${scope.formId}\0${scope.unitTag}\0${issuedAt}`).digest('base64url');

/** The value of the hidden fill-time field of a form rendered at `issuedAt` (ms). */
export function fillToken(scope: FillTokenScope, issuedAt: number, secret: string): string {
  return `${issuedAt}.${signature(scope, issuedAt, secret)}`;
}

// The tokens of the current second, by form placement, each with the secret it was signed with.
const thisSecond = new Map<string, { secret: string; token: string }>();
let currentSecond = 0;

/**
 * The fill-time value for a form rendered now, stamped with the start of the current second and signed once a
 * second per form placement rather than on every page: still signed (unforgeable) and checked for its age; a
 * robot gains under a second on the minimum fill time.
 */
export function fillTokenNow(scope: FillTokenScope, now: number, secret: string): string {
  const second = now - (now % 1000);
  if (second !== currentSecond) {
    thisSecond.clear();
    currentSecond = second;
  }
  const key = `${scope.formId}\0${scope.unitTag}`;
  const known = thisSecond.get(key);
  if (known?.secret === secret) return known.token;
  const token = fillToken(scope, second, secret);
  thisSecond.set(key, { secret, token });
  return token;
}

/**
 * Checks a posted fill-time value: signed by us for this form (else forged), older than the minimum fill time,
 * and younger than the maximum age, so a value copied from a page long ago cannot be replayed.
 */
export function checkFillToken(
  token: string,
  scope: FillTokenScope,
  now: number,
  secret: string,
  limits: { minFillMs: number; maxAgeMs: number },
): FillVerdict {
  const m = /^(\d{13})\.([\w-]{43})$/.exec(token);
  if (!m) return 'forged';
  const issuedAt = Number(m[1]);
  const expected = Buffer.from(signature(scope, issuedAt, secret));
  if (!timingSafeEqual(expected, Buffer.from(m[2]!))) return 'forged';
  if (now - issuedAt < limits.minFillMs) return 'too_fast';
  return now - issuedAt > limits.maxAgeMs ? 'expired' : 'ok';
}
