import type { Kysely, Migration } from 'kysely';

/**
 * The shipping method a shopper chose for the cart (the cart page's radios, `update_shipping_method`), kept beside
 * the province of the estimate; '' until one is chosen, when the cheapest is counted.
 */
export function cartShippingMethodMigration(): Migration {
  return {
    async up(db: Kysely<any>) {
      await db.schema.alterTable('cart_shipping').addColumn('method_id', 'text', (c) => c.notNull().defaultTo('')).execute();
    },
  };
}
