import type { Kysely, Migration } from 'kysely';

/**
 * Contact forms count their submissions in `rate_events`, in the submission's transaction, like the shop's other
 * limits (decision 022): the table they counted in apart is gone.
 */
export const contactFormLimitsMigration = (): Migration => ({
  async up(db: Kysely<any>) {
    await db.schema.dropTable('contact_rate_hits').execute();
  },
});
