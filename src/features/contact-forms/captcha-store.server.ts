import type { Db } from '../../db/index.server';
import type { CaptchaAnswers } from './captcha.server';
import './tables';

/** CAPTCHA challenges in the database, so every process of the shop sees them; expired ones are swept on save. */
export function captchaAnswersIn(db: Db, now: () => number = Date.now): CaptchaAnswers {
  const fresh = () => new Date(now()).toISOString();
  return {
    async save(challenge, answer, image, expiresAt) {
      await db.deleteFrom('contact_captcha_answers').where('expires_at', '<=', fresh()).execute();
      await db.insertInto('contact_captcha_answers').values({ challenge, answer, image: image.toString('base64'), expires_at: expiresAt.toISOString() }).execute();
    },
    async image(challenge) {
      const row = await db.selectFrom('contact_captcha_answers').select('image').where('challenge', '=', challenge).where('expires_at', '>', fresh()).executeTakeFirst();
      return row ? Buffer.from(row.image, 'base64') : undefined;
    },
    async take(challenge) {
      // Deleting first makes the answer usable once even when two submissions race for it.
      const row = await db.deleteFrom('contact_captcha_answers').where('challenge', '=', challenge).returning(['answer', 'expires_at']).executeTakeFirst();
      return row && row.expires_at > fresh() ? row.answer : undefined;
    },
  };
}
