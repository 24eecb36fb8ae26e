import type { Kysely, Migration } from 'kysely';
import type { Dialect } from '../index.server';
import { notNull, withId, zero } from './columns.server';

/**
 * Coupons (with their usages and the codes applied to carts) and shipping zones with their methods. Coupon codes
 * are stored trimmed and lower-cased, so the unique index makes them unique case-insensitively. The starting shipping
 * zones are shop configuration every shop needs, so they arrive with the tables; demo coupons come with the demo seed.
 */
export function couponsAndShippingMigration(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<any>) {
      await withId(db.schema.createTable('shipping_zones'), dialect)
        .addColumn('name', 'text', notNull)
        .addColumn('province_codes', 'text', (c) => c.notNull().defaultTo('')) // comma list; empty: every province
        .addColumn('position', 'integer', zero)
        .execute();

      await withId(db.schema.createTable('shipping_methods'), dialect)
        .addColumn('zone_id', 'integer', (c) => c.notNull().references('shipping_zones.id').onDelete('cascade'))
        .addColumn('type', 'text', notNull) // flat_rate | free_shipping
        .addColumn('label', 'text', notNull)
        .addColumn('cost', 'bigint', zero)
        .addColumn('min_amount', 'bigint') // free_shipping: the subtotal from which it applies
        .addColumn('position', 'integer', zero)
        .execute();
      await db.schema.createIndex('shipping_methods_zone').on('shipping_methods').column('zone_id').execute();

      await withId(db.schema.createTable('coupons'), dialect)
        .addColumn('code', 'text', (c) => c.notNull().unique())
        .addColumn('type', 'text', notNull) // percent | fixed_cart | fixed_product
        .addColumn('amount', 'bigint', notNull) // percent: whole percent; otherwise đồng
        .addColumn('product_ids', 'text', (c) => c.notNull().defaultTo('[]')) // JSON list; empty: every product
        .addColumn('minimum_spend', 'bigint')
        .addColumn('expires_at', 'text')
        .addColumn('usage_limit', 'integer')
        .addColumn('usage_limit_per_customer', 'integer')
        .addColumn('individual_use', 'integer', zero)
        .addColumn('usage_count', 'integer', zero)
        .addColumn('created_at', 'text', notNull)
        .execute();

      await withId(db.schema.createTable('coupon_usages'), dialect)
        .addColumn('coupon_id', 'integer', (c) => c.notNull().references('coupons.id').onDelete('cascade'))
        .addColumn('order_id', 'integer', notNull)
        .addColumn('email', 'text', notNull) // lower-cased
        .addColumn('user_id', 'integer')
        .addColumn('created_at', 'text', notNull)
        .execute();
      await db.schema.createIndex('coupon_usages_email').on('coupon_usages').columns(['coupon_id', 'email']).execute();
      await db.schema.createIndex('coupon_usages_user').on('coupon_usages').columns(['coupon_id', 'user_id']).execute();

      await db.schema
        .createTable('cart_coupons')
        .addColumn('session_id', 'text', (c) => c.notNull().references('sessions.id').onDelete('cascade'))
        .addColumn('code', 'text', notNull)
        .addColumn('added_at', 'text', notNull)
        .addPrimaryKeyConstraint('cart_coupons_pk', ['session_id', 'code'])
        .execute();

      await db.schema
        .createTable('cart_shipping')
        .addColumn('session_id', 'text', (c) => c.primaryKey().references('sessions.id').onDelete('cascade'))
        .addColumn('province_code', 'text', notNull)
        .execute();

      await addStartingZones(db);
    },
  };
}

// The starting zones' and methods' names, frozen with this migration: editing a message must not change what a
// migration writes. A shop renames them in its own rows.
export const startingMethodLabels = { flatRate: 'Giao hàng tiêu chuẩn', freeShipping: 'Miễn phí giao hàng' };
const freeFrom = 500_000;

/** The two big cities, then the nationwide fallback; free shipping from 500.000 ₫ in both. */
const startingZones = [
  { name: 'Nội thành Hà Nội & TP. Hồ Chí Minh', provinceCodes: ['01', '79'], flatRate: 20_000 },
  { name: 'Các tỉnh thành khác', provinceCodes: [], flatRate: 35_000 },
];

async function addStartingZones(db: Kysely<any>): Promise<void> {
  for (const [position, zone] of startingZones.entries()) {
    const { id } = await db
      .insertInto('shipping_zones')
      .values({ name: zone.name, province_codes: zone.provinceCodes.join(','), position })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('shipping_methods')
      .values([
        { zone_id: id, type: 'flat_rate', label: startingMethodLabels.flatRate, cost: zone.flatRate, min_amount: null, position: 0 },
        { zone_id: id, type: 'free_shipping', label: startingMethodLabels.freeShipping, cost: 0, min_amount: freeFrom, position: 1 },
      ])
      .execute();
  }
}
