import type { Kysely, Migration } from 'kysely';
import type { Dialect } from '../index.server';
import { notNull, withId, zero } from './columns.server';

/**
 * Orders keep a copy of everything the shopper saw (names, prices, address names) so later catalogue edits
 * never rewrite history; `session_id` is plain text because sessions are purged long before orders are.
 */
export function ordersMigration(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<any>) {
      await withId(db.schema.createTable('orders'), dialect)
        .addColumn('number', 'text', (c) => c.notNull().unique())
        .addColumn('order_key', 'text', (c) => c.notNull().unique())
        .addColumn('status', 'text', notNull)
        .addColumn('user_id', 'integer')
        .addColumn('session_id', 'text', notNull)
        .addColumn('customer_name', 'text', notNull)
        .addColumn('phone', 'text', notNull)
        .addColumn('email', 'text', notNull)
        .addColumn('province_code', 'text', notNull)
        .addColumn('province_name', 'text', notNull)
        .addColumn('district_code', 'text')
        .addColumn('district_name', 'text')
        .addColumn('ward_code', 'text', notNull)
        .addColumn('ward_name', 'text', notNull)
        .addColumn('street', 'text', notNull)
        .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('payment_method', 'text', notNull)
        .addColumn('shipping_method_id', 'text', notNull)
        .addColumn('shipping_method_label', 'text', notNull)
        .addColumn('shipping_total', 'bigint', zero)
        .addColumn('subtotal', 'bigint', zero)
        .addColumn('discount_total', 'bigint', zero)
        .addColumn('total', 'bigint', zero)
        .addColumn('created_at', 'text', notNull)
        .execute();
      await db.schema.createIndex('orders_user').on('orders').columns(['user_id', 'created_at']).execute();

      await withId(db.schema.createTable('order_lines'), dialect)
        .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
        .addColumn('product_id', 'integer', notNull)
        .addColumn('variation_id', 'integer')
        .addColumn('name', 'text', notNull)
        .addColumn('attributes', 'text', (c) => c.notNull().defaultTo('')) // "Màu: Đỏ, Cỡ: M" as shown
        .addColumn('sku', 'text')
        .addColumn('quantity', 'integer', notNull)
        .addColumn('unit_price', 'bigint', notNull)
        .addColumn('line_total', 'bigint', notNull)
        .execute();
      await db.schema.createIndex('order_lines_order').on('order_lines').column('order_id').execute();

      await db.schema
        .createTable('order_coupons')
        .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
        .addColumn('code', 'text', notNull)
        .addColumn('amount', 'bigint', zero)
        .addPrimaryKeyConstraint('order_coupons_pk', ['order_id', 'code'])
        .execute();
    },
  };
}
