import { sql, type Kysely, type Migration, type RawBuilder } from 'kysely';
import type { Dialect } from '../index.server';

// SQLite: a trigram FTS5 index over the folded text, kept in step with every write to products by triggers,
// so the seed, stock updates and any later editor cannot forget it (decision 051).
const sqliteStatements = [
  `create virtual table product_search using fts5(search_text, content='products', content_rowid='id', tokenize='trigram')`,
  `insert into product_search(product_search) values('rebuild')`,
  // A rebuild leaves many segments; merged into one, a common word's first rows are read 10-30× faster.
  `insert into product_search(product_search) values('optimize')`,
  `create trigger product_search_insert after insert on products begin
     insert into product_search(rowid, search_text) values (new.id, new.search_text); end`,
  `create trigger product_search_delete after delete on products begin
     insert into product_search(product_search, rowid, search_text) values ('delete', old.id, old.search_text); end`,
  `create trigger product_search_update after update of search_text on products begin
     insert into product_search(product_search, rowid, search_text) values ('delete', old.id, old.search_text);
     insert into product_search(rowid, search_text) values (new.id, new.search_text); end`,
  `create index products_search_prefix on products (search_text)`,
];

// PostgreSQL: pg_trgm's GIN index serves `like '%word%'` as it is written; the extension lives in public so
// every schema's index can use it. Without the extension the search runs as before (logged once).
async function postgresUp(db: Kysely<any>) {
  await sql`create index products_search_prefix on products (search_text text_pattern_ops)`.execute(db);
  // Each step may fail alone (no right to create the extension; a parallel start created it first).
  await attempt(db, sql`create extension if not exists pg_trgm with schema public`);
  await attempt(db, sql`create index products_search_trigram on products using gin (search_text public.gin_trgm_ops)`);
}

async function attempt(db: Kysely<any>, statement: RawBuilder<unknown>) {
  await sql`savepoint attempt`.execute(db);
  try {
    await statement.execute(db);
    await sql`release savepoint attempt`.execute(db);
  } catch {
    await sql`rollback to savepoint attempt`.execute(db);
  }
}

/** Indexes for the live search and its results (issue 10): substring, name prefix, and best sellers first. */
export function searchIndexMigration(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<any>) {
      await db.schema.createIndex('products_best_sellers').on('products').columns(['total_sales desc', 'id']).execute();
      if (dialect === 'postgres') return postgresUp(db);
      for (const statement of sqliteStatements) await sql.raw(statement).execute(db);
    },
  };
}
