import type { Kysely, Migration } from 'kysely';
import { notNull } from './columns.server';

/**
 * Shopper sessions and their carts. A session row is keyed by the SHA-256 of the cookie's token, so the table
 * alone opens no session; `user_id` stays null until accounts exist and a login claims the session.
 */
export function sessionsAndCartsMigration(): Migration {
  return {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('sessions')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'integer')
        .addColumn('created_at', 'text', notNull)
        .addColumn('last_seen_at', 'text', notNull)
        .addColumn('expires_at', 'text', notNull)
        .addColumn('notice', 'text') // JSON list of one-shot flash notices
        .execute();
      await db.schema.createIndex('sessions_expires').on('sessions').column('expires_at').execute();
      await db.schema.createIndex('sessions_user').on('sessions').column('user_id').execute();

      await db.schema
        .createTable('cart_items')
        .addColumn('session_id', 'text', (c) => c.notNull().references('sessions.id').onDelete('cascade'))
        .addColumn('item_key', 'text', notNull)
        .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
        .addColumn('variation_id', 'integer', (c) => c.references('products.id').onDelete('cascade'))
        .addColumn('quantity', 'integer', notNull)
        .addColumn('attributes', 'text', (c) => c.notNull().defaultTo('{}')) // JSON: attribute field → term slug
        .addColumn('added_at', 'text', notNull)
        .addPrimaryKeyConstraint('cart_items_pk', ['session_id', 'item_key'])
        .execute();
    },
  };
}
