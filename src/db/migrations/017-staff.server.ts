import type { Kysely, Migration } from 'kysely';
import type { Dialect } from '../index.server';
import { notNull, withId } from './columns.server';

/**
 * Staff accounts and per-user settings (issue 13): a role on every account ('customer' unless made staff from the
 * command line) and the user meta the REST user route writes (the coming-soon banner's dismissal), one row a key.
 */
export function staffMigration(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<any>) {
      await db.schema.alterTable('users').addColumn('role', 'text', (c) => c.notNull().defaultTo('customer')).execute();
      await withId(db.schema.createTable('user_meta'), dialect)
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('meta_key', 'text', notNull)
        .addColumn('meta_value', 'text', notNull)
        .addUniqueConstraint('user_meta_user_key', ['user_id', 'meta_key'])
        .execute();
    },
  };
}
