import { sql, type Kysely, type Migration } from 'kysely';
import type { Dialect } from '../index.server';
import { searchIdsFunction } from './026-search-ids.server';

// Spelled exactly as the listing and search queries spell it (migration 018b).
const listed = `status = 'publish' and type in ('simple', 'variable')`;
const quotedListed = listed.replaceAll("'", "''");

// PostgreSQL: the listed best sellers' search texts in one index (decision 051, "The best sellers' texts"). Read
// from the rows, the first 500 cost the best-seller check of `search_source` (migration 025) 2.1 ms at 100k, and the
// first 1,000 a suggestion's walk 1.6 ms; read from this index alone, 0.26 and 0.35 ms.
const bestSellerTexts = `create index products_listed_best_sellers_text on products (total_sales desc, id) include (search_text)
  where ${listed}`;

// The walk of `search_ids` asks the best sellers only for what the index holds; their listed check is the index's.
const walkOfTexts = `case when walked is null then 'products where ${quotedListed}'
        else '(select id, search_text, total_sales from products where ${quotedListed}
          order by total_sales desc, id limit $5) products where true' end`;

/** PostgreSQL: the index the search's best-seller check and its bounded walk read alone. */
export function bestSellerTextsMigration(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<any>) {
      if (dialect !== 'postgres') return;
      await sql.raw(bestSellerTexts).execute(db);
      await sql.raw(searchIdsFunction(walkOfTexts)).execute(db);
    },
  };
}
