import type { Kysely, Migration } from 'kysely';
import { notNull, zero } from './columns.server';

/**
 * Order attribution (one row per order and field, so new sourcebuster fields need no migration) and the
 * e-mail captured against a shopper's cart for abandoned-cart reminders. `cart_id` is a random public id,
 * never the session token, because it travels in reminder links (`?mc_cart_id=`).
 */
export function attributionMarketingMigration(): Migration {
  return {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('order_attribution')
        .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
        .addColumn('field', 'text', notNull)
        .addColumn('value', 'text', notNull)
        .addPrimaryKeyConstraint('order_attribution_pk', ['order_id', 'field'])
        .execute();

      await db.schema
        .createTable('marketing_carts')
        .addColumn('cart_id', 'text', (c) => c.primaryKey())
        .addColumn('session_id', 'text', (c) => c.notNull().unique().references('sessions.id').onDelete('cascade'))
        .addColumn('email', 'text', notNull)
        .addColumn('previous_email', 'text')
        .addColumn('subscribed', 'integer', zero)
        .addColumn('updated_at', 'text', notNull)
        .addColumn('reminded_at', 'text')
        .execute();
      await db.schema.createIndex('marketing_carts_updated').on('marketing_carts').column('updated_at').execute();
    },
  };
}
