import { sql, type Kysely, type Migration } from 'kysely';
import type { Dialect } from '../index.server';

// What changes a listing's count: a product added, removed, published or retyped, a category membership or
// the category tree. Prices, stock and sales do not, so orders never make the counts stale.
const watched: [table: string, event: string][] = [
  ['products', 'insert'],
  ['products', 'delete'],
  ['products', 'update of status, type'],
  ['product_categories', 'insert'],
  ['product_categories', 'delete'],
  ['product_categories', 'update'],
  ['categories', 'insert'],
  ['categories', 'delete'],
  ['categories', 'update of parent_id'],
];

/**
 * Stored listing counts (issue 10): each count is kept with the catalogue's change number it was made at, and
 * triggers on every write that can change a count move that number on, so a count is made once per change.
 */
export function listingCountsMigration(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<any>) {
      await db.schema.createTable('catalogue_changes').addColumn('changes', 'integer', (c) => c.notNull()).execute();
      await db.insertInto('catalogue_changes').values({ changes: 0 }).execute();
      await db.schema
        .createTable('listing_counts')
        .addColumn('listing', 'text', (c) => c.primaryKey())
        .addColumn('products', 'integer', (c) => c.notNull())
        .addColumn('changes', 'integer', (c) => c.notNull())
        .execute();
      const bump = 'update catalogue_changes set changes = changes + 1';
      if (dialect === 'postgres') {
        await sql.raw(`create function catalogue_changed() returns trigger language plpgsql as $$ begin ${bump}; return null; end $$`).execute(db);
      }
      for (const [i, [table, event]] of watched.entries()) {
        const name = `catalogue_changed_${i}`;
        const statement =
          dialect === 'postgres'
            ? `create trigger ${name} after ${event} on ${table} for each statement execute function catalogue_changed()`
            : `create trigger ${name} after ${event} on ${table} begin ${bump}; end`;
        await sql.raw(statement).execute(db);
      }
    },
  };
}
