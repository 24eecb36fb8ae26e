import { sql, type Kysely, type Migration } from 'kysely';
import type { Dialect } from '../index.server';

// The columns each listing order sorts on (spec 2.2); a change to one makes that order's stored positions stale.
// Not `total_sales`: every order moves it, so popularity positions are renumbered by age instead (decision 019).
const orderColumns: Record<string, string> = {
  menu_order: 'menu_order, search_text',
  rating: 'average_rating, rating_count',
  date: 'created_at',
  price: 'price',
  'price-desc': 'price',
};

/**
 * Stored positions of deep listing pages (issue 10, decision 019): a listing's products numbered in one order,
 * made once per change, so a middle page is a range of positions instead of a sort and an OFFSET. Membership
 * changes are numbered by migration 018c; the triggers here number the changes of each order's columns.
 */
export function listingPositionsMigration(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('listing_positions')
        .addColumn('listing', 'text', (c) => c.notNull())
        .addColumn('orderby', 'text', (c) => c.notNull())
        .addColumn('position', 'integer', (c) => c.notNull())
        .addColumn('product_id', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('listing_positions_key', ['listing', 'orderby', 'position'])
        .execute();
      await db.schema
        .createTable('listing_position_stamps')
        .addColumn('listing', 'text', (c) => c.notNull())
        .addColumn('orderby', 'text', (c) => c.notNull())
        .addColumn('stamp', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('listing_position_stamps_key', ['listing', 'orderby'])
        .execute();
      await db.schema.createTable('listing_order_changes').addColumn('orderby', 'text', (c) => c.primaryKey()).addColumn('changes', 'integer', (c) => c.notNull()).execute();
      await db.insertInto('listing_order_changes').values(['popularity', ...Object.keys(orderColumns)].map((orderby) => ({ orderby, changes: 0 }))).execute();
      const bump = (orderby: string) => `update listing_order_changes set changes = changes + 1 where orderby = '${orderby}'`;
      if (dialect === 'postgres') {
        const bumpNamed = 'update listing_order_changes set changes = changes + 1 where orderby = tg_argv[0]';
        await sql.raw(`create function listing_order_changed() returns trigger language plpgsql as $$ begin ${bumpNamed}; return null; end $$`).execute(db);
      }
      for (const [i, [orderby, columns]] of Object.entries(orderColumns).entries()) {
        const statement =
          dialect === 'postgres'
            ? `create trigger listing_order_${i} after update of ${columns} on products for each statement execute function listing_order_changed('${orderby}')`
            : `create trigger listing_order_${i} after update of ${columns} on products begin ${bump(orderby)}; end`;
        await sql.raw(statement).execute(db);
      }
    },
  };
}
