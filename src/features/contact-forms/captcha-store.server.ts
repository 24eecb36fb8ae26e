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

/**
 * The CAPTCHA challenges answered already, in the database so every process of the shop sees them. Drawing a
 * challenge stores nothing; answering one stores it (challenge and expiry) until it expires, so it answers once.
 */
export function usedCaptchasIn(db: Db, secret: string, now: () => number = Date.now) {
  return {
    /**
     * The answer of an open challenge, which this call uses up (right or wrong, as the ecosystem does): undefined
     * when it is not open or was used before. The primary key lets only one of two parallel posts record it. A
     * wrong answer is counted against the sender's limit first (decision 083): past it, nothing is written, so one
     * sender's wrong answers keep no more rows than its sent messages would.
     */
    async take(challenge: string, given: string, sender: CaptchaSender): Promise<string | undefined> {
      const at = now();
      if (!captchaChallengeOpen(challenge, at)) return undefined;
      const answer = captchaAnswerOf(challenge, secret);
      const recorded = await db.transaction().execute(async (trx) => {
        if (!captchaAnswerMatches(answer, given) && !(await takeFromLimit(trx, sender.limit, sender.key, new Date(at)))) return undefined;
        const expired = trx.selectFrom('contact_captcha_uses').select('challenge').where('expires_at', '<=', new Date(at).toISOString()).limit(pruneBatch);
        await trx.deleteFrom('contact_captcha_uses').where('challenge', 'in', expired).execute();
        const expiresAt = new Date(captchaExpiry(challenge)!).toISOString();
        return trx.insertInto('contact_captcha_uses').values({ challenge, expires_at: expiresAt }).onConflict((c) => c.column('challenge').doNothing()).returning('challenge').executeTakeFirst();
      });
      return recorded ? answer : undefined;
    },
    /** The answer an open challenge not yet used shows in its image; undefined otherwise. */
    async shown(challenge: string): Promise<string | undefined> {
      if (!captchaChallengeOpen(challenge, now())) return undefined;
      const used = await db.selectFrom('contact_captcha_uses').select('challenge').where('challenge', '=', challenge).executeTakeFirst();
      return used ? undefined : captchaAnswerOf(challenge, secret);
    },
  };
}
