import { sql, type Kysely, type Migration } from 'kysely';
import type { Dialect } from '../index.server';

// Spelled exactly as the listing and search queries spell it (migration 018b).
const listed = (row: string) => `${row}.status = 'publish' and ${row}.type in ('simple', 'variable')`;

// Adds `sign` × each trigram of the rows' text; in trigram order, so two writers lock the same counts in the same
// order and wait for each other rather than deadlock.
const moveCounts = (rows: string, sign: string) => `insert into search_trigrams (trigram, products)
  select t, ${sign} * count(*) from ${rows}, search_trigrams_of(${rows}.search_text) t where ${listed(rows)}
  group by t order by t
  on conflict (trigram) do update set products = search_trigrams.products + excluded.products`;

// PostgreSQL: how many listed products hold each trigram, exact through triggers (insert and delete once per
// statement, an update per changed row), so the search knows before reading products that few or none hold a word.
const statements = [
  `create table search_trigrams (trigram text primary key, products integer not null)`,
  // The 3-character pieces a word can be looked up by; a word has no space, so pieces with one are never asked for.
  `create function search_trigrams_of(folded text) returns setof text language sql immutable parallel safe as
     $$ select distinct substr(folded, i, 3) from generate_series(1, char_length(folded) - 2) i where strpos(substr(folded, i, 3), ' ') = 0 $$`,
  `create function search_trigrams_added() returns trigger language plpgsql as $$ begin ${moveCounts('added', '1')}; return null; end $$`,
  `create function search_trigrams_removed() returns trigger language plpgsql as $$ begin ${moveCounts('removed', '-1')}; return null; end $$`,
  `create function search_trigrams_changed() returns trigger language plpgsql as $$ begin
     insert into search_trigrams (trigram, products)
     select t, sum(d) from (
       select t, -1 as d from search_trigrams_of(old.search_text) t where ${listed('old')}
       union all select t, 1 from search_trigrams_of(new.search_text) t where ${listed('new')}) moved
     group by t having sum(d) <> 0 order by t
     on conflict (trigram) do update set products = search_trigrams.products + excluded.products;
     return null; end $$`,
  // The triggers first: creating them locks products against writes until the counts below are committed.
  `create trigger search_trigrams_insert after insert on products referencing new table as added
     for each statement execute function search_trigrams_added()`,
  `create trigger search_trigrams_delete after delete on products referencing old table as removed
     for each statement execute function search_trigrams_removed()`,
  // Transition tables cannot go with a column list: a row trigger, so stock and sales updates never fire it.
  `create trigger search_trigrams_update after update of search_text, status, type on products for each row
     when (old.search_text is distinct from new.search_text or old.status is distinct from new.status or old.type is distinct from new.type)
     execute function search_trigrams_changed()`,
  `insert into search_trigrams (trigram, products)
     select t, count(*) from products p, search_trigrams_of(p.search_text) t where ${listed('p')} group by t`,
];

// The listed products' trigram index, read through a function whose settings leave the planner no other path: asked
// plainly, it takes `like '%xanh%'` for thousands of rows and walks an index through the whole table.
const lookup = [
  `create index products_listed_trigram on products using gin (search_text public.gin_trgm_ops) where ${listed('products')}`,
  // The index over every product served the same LIKEs; the planner preferred it and rechecked every variation.
  `drop index if exists products_search_trigram`,
  `create function listed_holding(patterns text[], most integer) returns setof integer language plpgsql stable
     set enable_seqscan = off set enable_indexscan = off set enable_indexonlyscan = off as $$ begin
     return query execute 'select id from products where ${listed('products').replaceAll("'", "''")}'
       || (select string_agg(format(' and search_text like $1[%s] escape ''\\''', i), '') from generate_series(1, cardinality(patterns)) i)
       || ' limit $2' using patterns, most;
     end $$`,
];

/** Trigram counts of listed products and their own trigram index (decision 051, "PostgreSQL: the listed trigrams"). */
export function searchTrigramCountsMigration(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<any>) {
      if (dialect !== 'postgres') return;
      for (const statement of statements) await sql.raw(statement).execute(db);
      // Without pg_trgm in public (migration 018 could not create it) there is no trigram index: the search walks.
      const trgm = await sql<{ n: number }>`select count(*) as n from pg_extension where extname = 'pg_trgm' and extnamespace = 'public'::regnamespace`.execute(db);
      if (Number(trgm.rows[0]?.n) === 0) return;
      for (const statement of lookup) await sql.raw(statement).execute(db);
    },
  };
}
