import type { Db } from '../../db/index.server';
import { takeFromLimit, type RateLimit } from '../../server/rate-limit.server';
import { captchaAnswerMatches, captchaAnswerOf, captchaChallengeOpen, captchaExpiry } from './captcha.server';
import './tables';

// Expired uses removed by each new one, at most: by the expiry index, so a submission never reads the whole table.
const pruneBatch = 100;

/** Who answers a challenge: their key and limit (submissionsPerAddress), which a wrong answer counts against. */
export interface CaptchaSender {
  key: string;
  limit: RateLimit;
}

/** Records a challenge as used until it expires; false when another post recorded it first (the primary key). */
async function recordUse(trx: Db, challenge: string, at: number): Promise<boolean> {
  const expired = trx.selectFrom('contact_captcha_uses').select('challenge').where('expires_at', '<=', new Date(at).toISOString()).limit(pruneBatch);
  await trx.deleteFrom('contact_captcha_uses').where('challenge', 'in', expired).execute();
  const expiresAt = new Date(captchaExpiry(challenge)!).toISOString();
  const recorded = await trx.insertInto('contact_captcha_uses').values({ challenge, expires_at: expiresAt }).onConflict((c) => c.column('challenge').doNothing()).returning('challenge').executeTakeFirst();
  return recorded !== undefined;
}

/**
 * Uses up the challenges a stored message was let through by, in that message's transaction (which counts it
 * against the sender's limit): the use and the message are kept together or not at all (decision 083). Answers
 * the challenges a parallel post used first, for the caller to roll back.
 */
export async function useUpRightAnswers(trx: Db, challenges: string[], at: number): Promise<string[]> {
  const usedFirst: string[] = [];
  for (const challenge of challenges) if (!(await recordUse(trx, challenge, at))) usedFirst.push(challenge);
  return usedFirst;
}

/**
 * The CAPTCHA challenges answered already, in the database so every process of the shop sees them. Drawing a
 * challenge stores nothing; answering one stores it (challenge and expiry) until it expires, so it answers once.
 */
export function usedCaptchasIn(db: Db, secret: string, now: () => number = Date.now) {
  const isUsed = async (challenge: string) => (await db.selectFrom('contact_captcha_uses').select('challenge').where('challenge', '=', challenge).executeTakeFirst()) !== undefined;
  return {
    /**
     * The answer of an open challenge not used before; undefined otherwise. A wrong answer uses it up at once (so it
     * cannot be guessed at), counted against the sender's limit first (decision 083): past it, nothing is written.
     * A right one is used up only with the message it lets through (useUpRightAnswers), which counts it.
     */
    async take(challenge: string, given: string, sender: CaptchaSender): Promise<string | undefined> {
      const at = now();
      if (!captchaChallengeOpen(challenge, at)) return undefined;
      const answer = captchaAnswerOf(challenge, secret);
      if (captchaAnswerMatches(answer, given)) return (await isUsed(challenge)) ? undefined : answer;
      const recorded = await db.transaction().execute(async (trx) => (await takeFromLimit(trx, sender.limit, sender.key, new Date(at))) && recordUse(trx, challenge, at));
      return recorded ? answer : undefined;
    },
    /** The answer an open challenge not yet used shows in its image; undefined otherwise. */
    async shown(challenge: string): Promise<string | undefined> {
      return captchaChallengeOpen(challenge, now()) && !(await isUsed(challenge)) ? captchaAnswerOf(challenge, secret) : undefined;
    },
  };
}
