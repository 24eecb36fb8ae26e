import type { Db } from '../../db/index.server';
import type { CaptchaAnswers } from './captcha.server';
import './tables';

// Expired challenges removed by each save, at most: by the expiry index, so a save never reads the whole table.
const pruneBatch = 100;

/** CAPTCHA challenges in the database, so every process of the shop sees them; each save sweeps a few expired ones. */
export function captchaAnswersIn(db: Db, now: () => number = Date.now): CaptchaAnswers {
  const fresh = () => new Date(now()).toISOString();
  return {
    async save(challenge, answer, expiresAt) {
      const expired = db.selectFrom('contact_captcha_answers').select('challenge').where('expires_at', '<=', fresh()).limit(pruneBatch);
      await db.deleteFrom('contact_captcha_answers').where('challenge', 'in', expired).execute();
      await db.insertInto('contact_captcha_answers').values({ challenge, answer, expires_at: expiresAt.toISOString() }).execute();
    },
    async peek(challenge) {
      const row = await db.selectFrom('contact_captcha_answers').select('answer').where('challenge', '=', challenge).where('expires_at', '>', fresh()).executeTakeFirst();
      return row?.answer;
    },
    async take(challenge) {
      // Deleting first makes the answer usable once even when two submissions race for it.
      const row = await db.deleteFrom('contact_captcha_answers').where('challenge', '=', challenge).returning(['answer', 'expires_at']).executeTakeFirst();
      return row && row.expires_at > fresh() ? row.answer : undefined;
    },
  };
}
