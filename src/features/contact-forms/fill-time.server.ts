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
