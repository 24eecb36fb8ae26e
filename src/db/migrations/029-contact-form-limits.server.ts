import type { Kysely, Migration } from 'kysely';

/**
 * Contact forms count their submissions in `rate_events`, in the submission's transaction, like the shop's other
 * limits (decision 022): the table they counted in apart is gone. A CAPTCHA challenge keeps only its answer (the
 * image is drawn when fetched), and expired ones are found by their expiry, not by reading every row.
 */
export const contactFormLimitsMigration = (): Migration => ({
  async up(db: Kysely<any>) {
    await db.schema.dropTable('contact_rate_hits').execute();
    await db.schema.alterTable('contact_captcha_answers').dropColumn('image').execute();
    await db.schema.createIndex('contact_captcha_answers_expiry').on('contact_captcha_answers').column('expires_at').execute();
  },
});
