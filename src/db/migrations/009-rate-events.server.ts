import type { Kysely, Migration } from 'kysely';
import type { Dialect } from '../index.server';
import { notNull, withId } from './columns.server';

/**
 * Counted requests for the shop's rate limits (decision 022): sign-ups and new sessions per address, reminders
 * per recipient. One row per counted request, kept until its window passes, so every process sees the same counts.
 */
export function rateEventsMigration(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<any>) {
      await withId(db.schema.createTable('rate_events'), dialect)
        .addColumn('kind', 'text', notNull)
        .addColumn('subject', 'text', notNull)
        .addColumn('at', 'text', notNull)
        .execute();
      await db.schema.createIndex('rate_events_subject').on('rate_events').columns(['kind', 'subject', 'at']).execute();
      await db.schema.createIndex('rate_events_time').on('rate_events').columns(['kind', 'at']).execute();
    },
  };
}
