import { sql, type Kysely, type Migration } from 'kysely';
import type { Dialect } from '../index.server';

// Spelled exactly as the listing and search queries spell it (migration 018b).
const listed = `status = 'publish' and type in ('simple', 'variable')`;

// The walk starts with the best sellers: if none of this many holds every word, it may read the whole table ("xach
// jean", two common words that never meet: 5 s at 1M). Read until the first that holds them.
const bestSellersAsked = 500;

// What the search reads on PostgreSQL, chosen in one round trip (decision 051, "One round trip for the choice"): the
// ids of the listed products that may hold every word (each of 3+ characters, `patterns` their LIKE patterns), sorted,
// or null for "walk the best sellers".
// A product holding a word holds each of its trigrams, so a word's bound is the fewest listed products holding one.
// Generic plans: left to choose, PostgreSQL planned the statements again at every call (0.17 ms a call for "dam",
// 0.02 ms with generic plans).
const searchSource = `create function search_source(words text[], patterns text[], most integer) returns integer[]
  language plpgsql stable set plan_cache_mode = force_generic_plan as $$
  declare
    rarest integer;
    chosen text[];
    ids integer[];
  begin
    -- A word of under 3 characters has no trigram, so no bound (the largest integer, as JavaScript's empty min).
    with bounds as (
      select w.pattern, w.i, coalesce((select min(coalesce(c.products, 0)) from search_trigrams_of(w.word) t
        left join search_trigrams c on c.trigram = t), 2147483647) as bound
      from unnest(words, patterns) with ordinality w(word, pattern, i))
    -- Far commoner words narrow little and make the index read long lists ("mau", in every name: 5 ms at 1M).
    select min(bound), array_agg(pattern order by bound, i) filter (where bound <= 4::bigint * (select min(bound) from bounds))
      into rarest, chosen from bounds;
    if rarest = 0 then return '{}'; end if;
    if rarest <= most then
      chosen := chosen[1:1];
    elsif cardinality(words) < 2 or exists (select 1 from (select search_text from products where ${listed}
        order by total_sales desc, id limit ${bestSellersAsked}) b where b.search_text like all(patterns)) then
      return null;
    end if;
    ids := array(select h from listed_holding(chosen, most + 1) h order by h);
    return case when cardinality(ids) > most then null else ids end;
  end $$`;

/** PostgreSQL: the search's choice of source, made in the server (decision 051). */
export function searchSourceMigration(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<any>) {
      // Called only where migration 024 made the listed trigram index and `listed_holding`.
      if (dialect === 'postgres') await sql.raw(searchSource).execute(db);
    },
  };
}
