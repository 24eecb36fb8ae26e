import type { Kysely, Migration } from 'kysely';
import type { Dialect } from '../index.server';
import { notNull, withId } from './columns.server';

/**
 * Customer accounts and the login throttle. E-mails are stored lower-cased, so the unique index is the
 * case-insensitive one on both dialects. A login attempt leaves a row until its window passes, unless the
 * password was right; counting those rows limits failures per e-mail and per address across processes.
 */
export function accountsMigration(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<any>) {
      await withId(db.schema.createTable('users'), dialect)
        .addColumn('email', 'text', (c) => c.notNull().unique())
        .addColumn('password_hash', 'text', notNull)
        .addColumn('display_name', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('phone', 'text')
        .addColumn('created_at', 'text', notNull)
        .execute();

      await withId(db.schema.createTable('login_attempts'), dialect)
        .addColumn('email', 'text', notNull)
        .addColumn('ip', 'text', notNull)
        .addColumn('attempted_at', 'text', notNull)
        .execute();
      await db.schema.createIndex('login_attempts_email').on('login_attempts').columns(['email', 'attempted_at']).execute();
      await db.schema.createIndex('login_attempts_ip').on('login_attempts').columns(['ip', 'attempted_at']).execute();
      await db.schema.createIndex('login_attempts_time').on('login_attempts').column('attempted_at').execute();
    },
  };
}
