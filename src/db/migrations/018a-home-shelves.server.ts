import { sql, type Kysely, type Migration, type SqlBool } from 'kysely';

/**
 * The home page's shelves read small partial indexes instead of scanning products (issue 10): the featured
 * products in menu order, and the products and variations on sale, newest first. Both databases keep partial
 * indexes current on every write, so nothing else maintains them.
 */
export function homeShelvesMigration(): Migration {
  return {
    async up(db: Kysely<any>) {
      await db.schema.createIndex('products_featured').on('products').columns(['menu_order', 'id']).where(sql<SqlBool>`featured = 1`).execute();
      await db.schema
        .createIndex('products_on_sale')
        .on('products')
        .columns(['created_at', 'id'])
        .where(sql<SqlBool>`sale_price < regular_price`)
        .execute();
    },
  };
}
