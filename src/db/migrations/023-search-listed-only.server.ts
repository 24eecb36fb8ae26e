import { sql, type Kysely, type Migration } from 'kysely';
import type { Dialect } from '../index.server';

// Spelled exactly as the listing and search queries spell it (migration 018b).
const listed = (row: 'old' | 'new') => `${row}.status = 'publish' and ${row}.type in ('simple', 'variable')`;

// SQLite: the FTS5 table holds listed products only. The search shows nothing else, and a word only variations
// hold (a colour) made every lookup step through their rows, then walk the whole table: 110 ms at 1M, blocking.
const sqliteStatements = [
  `drop trigger product_search_insert`,
  `drop trigger product_search_delete`,
  `drop trigger product_search_update`,
  `insert into product_search(product_search) values('delete-all')`,
  `insert into product_search(rowid, search_text) select id, search_text from products
     where status = 'publish' and type in ('simple', 'variable')`,
  `insert into product_search(product_search) values('optimize')`,
  `create trigger product_search_insert after insert on products when ${listed('new')} begin
     insert into product_search(rowid, search_text) values (new.id, new.search_text); end`,
  `create trigger product_search_delete after delete on products when ${listed('old')} begin
     insert into product_search(product_search, rowid, search_text) values ('delete', old.id, old.search_text); end`,
  // Published, unpublished or changing type, a product enters or leaves the index.
  `create trigger product_search_update after update of search_text, status, type on products begin
     insert into product_search(product_search, rowid, search_text) select 'delete', old.id, old.search_text where ${listed('old')};
     insert into product_search(rowid, search_text) select new.id, new.search_text where ${listed('new')}; end`,
];

/** The search index over listed products only (decision 051, "Listed products only in the search index"). */
export function searchListedOnlyMigration(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<any>) {
      if (dialect === 'postgres') return;
      for (const statement of sqliteStatements) await sql.raw(statement).execute(db);
    },
  };
}
