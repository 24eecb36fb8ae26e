import { sql } from 'kysely';
import type { Db } from '../../db/index.server';
import { dialectOf, isOneOf } from '../../db/id-list.server';
import { log } from '../../server/log.server';

/** Above this many products holding a word, walking the best sellers finds a page sooner than sorting them all. */
export const commonWordThreshold = 200;

/**
 * Products holding every word are still ranked from the index's list up to this many: at 1M products a model number
 * 300 products hold made the walk read 50–100 ms of rows; ranking 1,000 ids costs about a millisecond (decision 051).
 */
export const rankedAtMost = 1000;

/**
 * Candidates for a search: the ids of products that may match, or 'walk' to ask with the words alone (SQLite then
 * walks the best sellers, which soon finds a page of a common word; PostgreSQL's planner picks the trigram index or
 * that walk from its statistics).
 */
export type SearchSource = readonly number[] | 'walk';

// Trigram indexes hold 3-character pieces: a word shorter than that cannot be looked up, only filtered.
const trigramLength = 3;

// The shopper's text goes into LIKE patterns; its own wildcards must match literally.
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (ch) => '\\' + ch);
}

const indexable = (words: string[]) => words.filter((w) => [...w].length >= trigramLength);

const trigramIndexed = new WeakMap<Db, Promise<boolean>>();

// The migration leaves PostgreSQL without the index when pg_trgm could not be created; search then scans.
function hasTrigramIndex(db: Db): Promise<boolean> {
  let known = trigramIndexed.get(db);
  if (!known) {
    known = sql<{ n: number }>`select count(*) as n from pg_indexes where schemaname = current_schema() and indexname = 'products_search_trigram'`
      .execute(db)
      .then(({ rows }) => {
        const found = Number(rows[0]?.n) > 0;
        if (!found) log.warn('warning', { message: 'pg_trgm is missing: the product search scans the products table' });
        return found;
      });
    trigramIndexed.set(db, known);
  }
  return known;
}

// Up to `limit` ids of products holding every word (each of 3+ characters), from the FTS5 table, lowest first;
// `listed` keeps only the products a search can show (the index also holds variations).
async function lookUp(db: Db, words: string[], limit: number, listed = false): Promise<number[]> {
  const query = words.map((w) => `"${w.replace(/"/g, '""')}"`).join(' AND ');
  const { rows } = listed
    ? await sql<{ id: number }>`select s.rowid as id from product_search s join products p on p.id = s.rowid
        where product_search match ${query} and p.status = 'publish' and p.type in ('simple', 'variable') order by s.rowid limit ${limit}`.execute(db)
    : await sql<{ id: number }>`select rowid as id from product_search where product_search match ${query} order by rowid limit ${limit}`.execute(db);
  return rows.map((r) => r.id);
}

// How many listed products hold the words, guessed from the first ids (in order): how far into the ids they reach
// and how many of them are listed.
async function guessedCount(db: Db, first: number[]): Promise<number> {
  const { rows } = await sql<{ top: number; listed: number }>`select (select max(id) from products) as top,
    (select count(*) from products where ${isOneOf(db, 'id', first)} and status = 'publish' and type in ('simple', 'variable')) as listed`.execute(db);
  const { top, listed } = rows[0]!;
  return (Number(listed) * Number(top)) / first[first.length - 1]!;
}

/** On SQLite, the rarest long word's products, else those holding all the long words together, unless too many. */
export async function searchSource(db: Db, words: string[]): Promise<SearchSource> {
  if (dialectOf(db) === 'postgres') return (await hasTrigramIndex(db), 'walk');
  const looked = indexable(words);
  if (looked.length === 0) return 'walk';
  const enough = commonWordThreshold + 1;
  const each = await Promise.all(looked.map((w) => lookUp(db, [w], enough)));
  const rarest = each.reduce((a, b) => (b.length < a.length ? b : a));
  if (rarest.length <= commonWordThreshold) return rarest;
  const together = looked.length === 1 ? rarest : await lookUp(db, looked, enough);
  if (together.length <= commonWordThreshold) return together;
  // A longer read only when it may pay: most searches are of words thousands of listed products hold, for whom the
  // walk is quick. Words only variations hold (a colour) made the walk read the whole table: 2.2 s at 1M.
  if ((await guessedCount(db, together)) > 2 * rankedAtMost) return 'walk';
  const more = await lookUp(db, looked, rankedAtMost + 1, true);
  return more.length > rankedAtMost ? 'walk' : more;
}
