import type { Db } from '../../db/index.server';
import { captchaAnswerOf, captchaChallengeOpen, captchaExpiry } from './captcha.server';
import './tables';

// Expired uses removed by each new one, at most: by the expiry index, so a submission never reads the whole table.
const pruneBatch = 100;

/**
 * The CAPTCHA challenges answered already, in the database so every process of the shop sees them. Drawing a
 * challenge stores nothing; answering one stores it (challenge and expiry) until it expires, so it answers once.
 */
export function usedCaptchasIn(db: Db, secret: string, now: () => number = Date.now) {
  return {
    /**
     * The answer of an open challenge, which this call uses up (right or wrong, as the ecosystem does): undefined
     * when it is not open or was used before. The primary key lets only one of two parallel posts record it.
     */
    async take(challenge: string): Promise<string | undefined> {
      const at = now();
      if (!captchaChallengeOpen(challenge, at)) return undefined;
      const expired = db.selectFrom('contact_captcha_uses').select('challenge').where('expires_at', '<=', new Date(at).toISOString()).limit(pruneBatch);
      await db.deleteFrom('contact_captcha_uses').where('challenge', 'in', expired).execute();
      const expiresAt = new Date(captchaExpiry(challenge)!).toISOString();
      const recorded = await db.insertInto('contact_captcha_uses').values({ challenge, expires_at: expiresAt }).onConflict((c) => c.column('challenge').doNothing()).returning('challenge').executeTakeFirst();
      return recorded ? captchaAnswerOf(challenge, secret) : undefined;
    },
    /** The answer an open challenge not yet used shows in its image; undefined otherwise. */
    async shown(challenge: string): Promise<string | undefined> {
      if (!captchaChallengeOpen(challenge, now())) return undefined;
      const used = await db.selectFrom('contact_captcha_uses').select('challenge').where('challenge', '=', challenge).executeTakeFirst();
      return used ? undefined : captchaAnswerOf(challenge, secret);
    },
  };
}
