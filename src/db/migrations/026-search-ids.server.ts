import { sql, type Kysely, type Migration } from 'kysely';
import type { Dialect } from '../index.server';

// Spelled exactly as the listing and search queries spell it (migration 018b).
const listed = `status = 'publish' and type in ('simple', 'variable')`;
const quotedListed = listed.replaceAll("'", "''");

// The walk as this migration wrote it: the best sellers' whole rows, with the listed check again outside them.
const walkOfRows = `case when walked is null then 'products'
        else '(select id, status, type, search_text, total_sales from products where ${quotedListed}
          order by total_sales desc, id limit $5) products' end
      || ' where ${quotedListed}'`;

// One page of a search's ids in one round trip (decision 051, "The search in one round trip"): the source as
// `search_source` chooses it (`looked`, the words of 3+ characters, empty without the trigram index), then the same
// statements `findProductIds` sends on SQLite: a short list ranked at once, else the names starting with the phrase
// (`prefix`) and, when they are too few, the walk (the first `walked` best sellers; null: the whole shop).
// The name and walk statements run with the values (`execute … using`), as before: a generic plan cannot read a LIKE
// pattern's prefix, and the walk's limit decides between an index and a sort.
// The function's text with the walk's source (a plpgsql text expression) given: migration 027 replaces the walk.
export const searchIdsFunction = (walk: string) => `create or replace function search_ids(looked text[], looked_patterns text[], patterns text[], prefix text,
    categories integer[], wanted integer, skipped integer, walked integer, most integer) returns integer[]
  language plpgsql stable as $$
  declare
    source integer[];
    first integer[];
    rest integer[];
    holding text;
    within text := case when categories is null then ''
      else ' and id in (select product_id from product_categories where category_id = any($3))' end;
  begin
    if cardinality(looked) > 0 then
      source := search_source(looked, looked_patterns, most);
      if cardinality(source) = 0 then return source; end if;
    end if;
    if source is not null then
      -- The candidates by id, then the words: asked together, the planner read the trigram index again for every
      -- word ("mau", in every name: 0.4 ms for 20 candidates).
      return array(with candidates as materialized (select id, search_text, total_sales from products
          where ${listed} and id = any(source)
            and (categories is null or id in (select product_id from product_categories where category_id = any(categories))))
        select id from candidates where search_text like all(patterns)
        order by case when search_text like prefix then 0 else 1 end, total_sales desc, id limit wanted - skipped offset skipped);
    end if;
    -- A name starting with the phrase holds every word: the words are left out (PostgreSQL took them for
    -- independent conditions and expected almost no rows).
    execute 'select array(select id from products where ${quotedListed} and search_text like $2' || within
      || ' order by total_sales desc, id limit $4)' into first using patterns, prefix, categories, wanted;
    if cardinality(first) >= wanted then return first[skipped + 1:wanted]; end if;
    holding := (select coalesce(string_agg(format(' and search_text like $1[%s]', i), ''), '') from generate_series(1, cardinality(patterns)) i);
    execute 'select array(select id from ' || ${walk} || holding || within || ' and not search_text like $2 order by total_sales desc, id limit $4)'
      into rest using patterns, prefix, categories, wanted - cardinality(first), walked;
    return (first || rest)[skipped + 1:wanted];
  end $$`;

/** PostgreSQL: a search's ids in one statement (decision 051). */
export function searchIdsMigration(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<any>) {
      if (dialect === 'postgres') await sql.raw(searchIdsFunction(walkOfRows)).execute(db);
    },
  };
}
