import type { Kysely, Migration } from 'kysely';
import type { Dialect } from '../index.server';
import { notNull, withId, zero } from './columns.server';

/** Every outgoing e-mail is a row first; a sender delivers queued rows and retries later ones. */
export function outboxMigration(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<any>) {
      await withId(db.schema.createTable('outbox'), dialect)
        .addColumn('recipient', 'text', notNull)
        .addColumn('subject', 'text', notNull)
        .addColumn('text_body', 'text', notNull)
        .addColumn('html_body', 'text', notNull)
        .addColumn('status', 'text', (c) => c.notNull().defaultTo('queued')) // queued | sent
        .addColumn('attempts', 'integer', zero)
        .addColumn('next_attempt_at', 'text', notNull)
        .addColumn('last_error', 'text')
        .addColumn('created_at', 'text', notNull)
        .addColumn('sent_at', 'text')
        .execute();
      await db.schema.createIndex('outbox_queue').on('outbox').columns(['status', 'next_attempt_at']).execute();
    },
  };
}
