import { sql, type SqlBool } from 'kysely';
import type { Db } from '../../db/index.server';
import { dialectOf } from '../../db/id-list.server';
import { log } from '../../server/log.server';

/** Above this many products holding a word, walking the best sellers finds a page sooner than sorting them all. */
export const commonWordThreshold = 200;

/** Candidates for a search: the ids of products that may match, or 'walk' when the word is too common to list. */
export type SearchSource = readonly number[] | 'walk';

// Trigram indexes hold 3-character pieces: a word shorter than that cannot be looked up, only filtered.
const trigramLength = 3;

// The shopper's text goes into LIKE patterns; its own wildcards must match literally.
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (ch) => '\\' + ch);
}

// One word looks up fewer rows than several ANDed; the longest is the likeliest to be rare.
function longestWord(words: string[]): string | undefined {
  const looked = words.filter((w) => [...w].length >= trigramLength);
  return looked.sort((a, b) => b.length - a.length)[0];
}

const trigramIndexed = new WeakMap<Db, Promise<boolean>>();

// The migration leaves PostgreSQL without the index when pg_trgm could not be created; search then walks.
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

async function lookUp(db: Db, word: string, limit: number): Promise<number[]> {
  if (dialectOf(db) === 'sqlite') {
    const phrase = `"${word.replace(/"/g, '""')}"`;
    const { rows } = await sql<{ id: number }>`select rowid as id from product_search where product_search match ${phrase} limit ${limit}`.execute(db);
    return rows.map((r) => r.id);
  }
  const rows = await db.selectFrom('products').select('id').where(sql<SqlBool>`search_text like ${'%' + escapeLike(word) + '%'} escape '\\'`).limit(limit).execute();
  return rows.map((r) => r.id);
}

/** The products that may hold every word, from the trigram index; 'walk' when none can be looked up or too many hold it. */
export async function searchSource(db: Db, words: string[]): Promise<SearchSource> {
  const word = longestWord(words);
  if (word === undefined) return 'walk';
  if (dialectOf(db) === 'postgres' && !(await hasTrigramIndex(db))) return 'walk';
  const ids = await lookUp(db, word, commonWordThreshold + 1);
  return ids.length > commonWordThreshold ? 'walk' : ids;
}
