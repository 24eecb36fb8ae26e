import type { Kysely, Migration } from 'kysely';
import type { Dialect } from '../index.server';
import { notNull, withId } from './columns.server';

/**
 * The newsletter (issue 13, decision 043): one row per address with its double opt-in state and the random
 * token of its confirm and unsubscribe links; and the list the shop's own marketing service keeps.
 */
export function newsletterMigration(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<any>) {
      await withId(db.schema.createTable('newsletter_subscribers'), dialect)
        .addColumn('email', 'text', (c) => c.notNull().unique()) // lower case
        .addColumn('status', 'text', notNull) // pending | subscribed | unsubscribed
        .addColumn('token', 'text', (c) => c.notNull().unique())
        .addColumn('source', 'text', notNull) // footer | checkout | register
        .addColumn('created_at', 'text', notNull)
        .addColumn('asked_at', 'text', notNull)
        .addColumn('confirmed_at', 'text')
        .addColumn('unsubscribed_at', 'text')
        .execute();
      await db.schema
        .createTable('marketing_audience')
        .addColumn('email', 'text', (c) => c.primaryKey())
        .addColumn('subscribed', 'integer', notNull)
        .addColumn('updated_at', 'text', notNull)
        .execute();
    },
  };
}
