import type { Kysely, Migration } from 'kysely';
import { notNull } from './columns.server';

/**
 * A CAPTCHA challenge is no longer a row when it is drawn: it carries its expiry and its answer is derived from it
 * (decision 033). Only challenges answered already are kept, until they expire, so each answers once: the
 * challenge is the primary key, so two parallel posts cannot both record it. The rows of drawn challenges go.
 */
export const contactCaptchaUsesMigration = (): Migration => ({
  async up(db: Kysely<any>) {
    await db.schema.dropTable('contact_captcha_answers').execute();
    await db.schema.createTable('contact_captcha_uses').addColumn('challenge', 'text', (c) => c.primaryKey()).addColumn('expires_at', 'text', notNull).execute();
    await db.schema.createIndex('contact_captcha_uses_expiry').on('contact_captcha_uses').column('expires_at').execute();
  },
});
