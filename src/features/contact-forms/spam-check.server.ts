import { findDisallowed } from '../../lib/disallowed-words.server';
import { checkFillToken } from './fill-time.server';
import { ownHiddenFields } from './form-names';
import { honeypotFilled } from './honeypot';
import type { PostedData } from './posted-data';
import type { RateLimit } from '../../server/rate-limit.server';
import type { Submission } from './submission';

export interface SpamSettings {
  /** Signs the fill-time field. */
  secret: string;
  minFillMs: number;
  maxTokenAgeMs: number;
  disallowedWords: readonly string[];
  /** Counted as the submission is stored (store-submission.server.ts), so parallel posts cannot pass it together. */
  rateLimit: RateLimit;
}

export interface Sender {
  formId: number;
  unitTag: string;
  now: number;
  remoteIp: string;
  userAgent: string;
}

export type SpamReason = 'honeypot' | 'forged_token' | 'too_fast' | 'expired_token' | 'disallowed_words' | 'rate_limited';

/**
 * Why a submission is spam, or undefined when it is not; the reason is for the shop's log, never the visitor.
 * `rate_limited` is found later, when the submission is counted as it is stored.
 */
export function spamReason(submission: Submission, posted: PostedData, settings: SpamSettings, sender: Sender): SpamReason | undefined {
  if (honeypotFilled(submission.fields)) return 'honeypot';
  const token = submission.fields.get(ownHiddenFields.fillToken)?.[0] ?? '';
  const limits = { minFillMs: settings.minFillMs, maxAgeMs: settings.maxTokenAgeMs };
  const fill = checkFillToken(token, { formId: sender.formId, unitTag: sender.unitTag }, sender.now, settings.secret, limits);
  if (fill !== 'ok') return fill === 'forged' ? 'forged_token' : fill === 'expired' ? 'expired_token' : 'too_fast';
  const texts = [...posted.values()].flatMap((field) => [...field.raw, field.freeText ?? '']).concat(sender.remoteIp, sender.userAgent);
  if (findDisallowed(texts, settings.disallowedWords)) return 'disallowed_words';
  return undefined;
}
