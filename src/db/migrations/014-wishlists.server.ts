import type { Kysely, Migration } from 'kysely';
import type { Dialect } from '../index.server';
import { notNull, withId, zero } from './columns.server';

/**
 * Wishlists, their items and the estimate requests. A guest's wishlist belongs to the session (and goes with it);
 * a login hands it to the account (`user_id`, `session_id` null), where it stays. `token` is the public share id.
 */
export function wishlistsMigration(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<any>) {
      await withId(db.schema.createTable('wishlists'), dialect)
        .addColumn('token', 'text', (c) => c.notNull().unique())
        .addColumn('name', 'text', notNull)
        .addColumn('privacy', 'integer', zero) // 0 public, 1 shared (by link), 2 private
        .addColumn('is_default', 'integer', zero)
        .addColumn('session_id', 'text', (c) => c.references('sessions.id').onDelete('cascade'))
        .addColumn('user_id', 'integer')
        .addColumn('created_at', 'text', notNull)
        .execute();
      await db.schema.createIndex('wishlists_session').on('wishlists').column('session_id').execute();
      await db.schema.createIndex('wishlists_user').on('wishlists').column('user_id').execute();

      await withId(db.schema.createTable('wishlist_items'), dialect)
        .addColumn('wishlist_id', 'integer', (c) => c.notNull().references('wishlists.id').onDelete('cascade'))
        .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
        .addColumn('quantity', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('position', 'integer', zero)
        .addColumn('price_when_added', 'integer')
        .addColumn('added_at', 'text', notNull)
        .addUniqueConstraint('wishlist_items_product', ['wishlist_id', 'product_id'])
        .execute();

      await withId(db.schema.createTable('wishlist_estimates'), dialect)
        .addColumn('wishlist_id', 'integer', (c) => c.notNull().references('wishlists.id').onDelete('cascade'))
        .addColumn('email', 'text', notNull)
        .addColumn('notes', 'text', notNull)
        .addColumn('items', 'text', notNull) // JSON: the items as they were asked about
        .addColumn('created_at', 'text', notNull)
        .execute();
    },
  };
}
