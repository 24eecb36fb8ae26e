import type { Db } from '../../db/index.server';
import { warmEachConnection } from '../../db/connection-warm-ups.server';
import { dialectOf } from '../../db/id-list.server';

// Each kind of search once, its words read from the trigram counts so that every kind runs whatever the catalogue: the
// rarest piece a listed product holds (a short list), the commonest (the walk), the two commonest together (the
// best-seller check) and a word none holds.
export const eachKindOfSearch = `with kinds(words) as (
    (select array[trigram] from search_trigrams where products > 0 order by products, trigram limit 1)
    union all (select array[trigram] from search_trigrams order by products desc, trigram limit 1)
    union all (select array(select trigram from search_trigrams order by products desc, trigram limit 2))
    union all (select array['zqxzqz']))
  select count(search_ids(words, patterns, patterns, array_to_string(words, ' ') || '%', null, 10, 0, 1000, 1000))
  from kinds, lateral (select array_agg('%' || w || '%') as patterns from unnest(words) w) p`;

/**
 * On PostgreSQL, has every connection run each kind of search once before it is lent out: a connection's first searches
 * compiled the search functions and loaded their tables and indexes, 5–20 ms (decision 051, "The search in one round
 * trip"). Call once the schema is current.
 */
export function warmSearchOnEachConnection(db: Db): void {
  if (dialectOf(db) === 'postgres') warmEachConnection(eachKindOfSearch);
}
