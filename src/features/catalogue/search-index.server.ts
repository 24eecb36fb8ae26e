import { sql } from 'kysely';
import type { Db } from '../../db/index.server';
import { dialectOf } from '../../db/id-list.server';
import { log } from '../../server/log.server';
import { fewListedHolding } from './search-index-postgres.server';

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

// The migrations leave PostgreSQL without the index when pg_trgm could not be created; search then scans.
function hasTrigramIndex(db: Db): Promise<boolean> {
  let known = trigramIndexed.get(db);
  if (!known) {
    known = sql<{ n: number }>`select count(*) as n from pg_indexes where schemaname = current_schema() and indexname = 'products_listed_trigram'`
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

const ftsQuery = (words: string[]) => words.map((w) => `"${w.replace(/"/g, '""')}"`).join(' AND ');

// Up to `limit` ids of listed products holding every word (each of 3+ characters), lowest first: the FTS5 table
// holds listed products only (migration 023).
async function lookUpListed(db: Db, words: string[], limit: number): Promise<number[]> {
  const { rows } = await sql<{ id: number }>`select rowid as id from product_search
    where product_search match ${ftsQuery(words)} order by rowid limit ${limit}`.execute(db);
  return rows.map((r) => r.id);
}

interface FirstHolding {
  ids: number[];
  top: number;
}

// The first `limit` listed products holding every word, lowest id first, and the highest product id: one
// statement, as a search of common words makes nothing else before its walk.
async function firstHolding(db: Db, words: string[], limit: number): Promise<FirstHolding> {
  const { rows } = await sql<{ id: number; top: number }>`select s.id, (select max(id) from products) as top
    from (select rowid as id from product_search where product_search match ${ftsQuery(words)} order by rowid limit ${limit}) s`.execute(db);
  // Sorted here: asked to, SQLite sorted the index's rows again in a temporary b-tree.
  rows.sort((a, b) => a.id - b.id);
  return { ids: rows.map((r) => r.id), top: Number(rows[0]?.top ?? 0) };
}

// How many listed products hold the words, guessed from the first ids (in order): how far into the ids they reach.
const guessedCount = ({ ids, top }: FirstHolding) => (ids.length * top) / ids[ids.length - 1]!;

/** A word's LIKE pattern: held anywhere in the search text. */
export const containing = (word: string) => '%' + escapeLike(word) + '%';

/** On PostgreSQL, the words its trigram index can look up: those of 3+ characters, none without the index. */
export async function lookedUpOnPostgres(db: Db, words: string[]): Promise<string[]> {
  const looked = indexable(words);
  return looked.length > 0 && (await hasTrigramIndex(db)) ? looked : [];
}

// On PostgreSQL, the listed products holding the rarest long words when the trigram counts (or, for common words, the
// first best sellers) say few can; else the planner chooses (it walked the whole table for a colour).
async function postgresSource(db: Db, words: string[]): Promise<SearchSource> {
  const looked = await lookedUpOnPostgres(db, words);
  if (looked.length === 0) return 'walk';
  return (await fewListedHolding(db, looked, containing, rankedAtMost)) ?? 'walk';
}

/**
 * The listed products holding the long words (on PostgreSQL, the rarest of them), unless too many. On SQLite FTS5
 * answers the words together by stepping through the rarest's rows, so looking each word up first (as before 27
 * November) only added statements.
 */
export async function searchSource(db: Db, words: string[]): Promise<SearchSource> {
  if (dialectOf(db) === 'postgres') return postgresSource(db, words);
  const looked = indexable(words);
  if (looked.length === 0) return 'walk';
  const first = await firstHolding(db, looked, commonWordThreshold + 1);
  if (first.ids.length <= commonWordThreshold) return first.ids;
  // A longer read only when it may pay: most searches are of words thousands of listed products hold, for whom the
  // walk is quick.
  if (guessedCount(first) > 2 * rankedAtMost) return 'walk';
  const more = await lookUpListed(db, looked, rankedAtMost + 1);
  return more.length > rankedAtMost ? 'walk' : more;
}
