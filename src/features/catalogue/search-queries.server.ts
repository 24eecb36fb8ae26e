import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { Db } from '../../db/index.server';
import { dialectOf, isOneOf } from '../../db/id-list.server';
import { readAside } from '../../db/reading-thread.server';
import type { Schema } from '../../db/schema';
import { listedProducts } from './listing-queries.server';
import { commonWordThreshold, containing, escapeLike, lookedUpOnPostgres, rankedAtMost, searchSource, type SearchSource } from './search-index.server';

/** What a search looks for: folded words (the phrase's) that must all occur, optionally within some categories. */
export interface ProductMatch {
  words: string[];
  /** The folded query as typed; names that start with it rank first. */
  phrase: string;
  categoryIds?: number[];
}

// Past this many, a results page says "1,000 products" rather than count every one of a common word's.
export const countedAtMost = 1000;

const contains = (word: string) => sql<SqlBool>`search_text like ${'%' + escapeLike(word) + '%'} escape '\\'`;
const startsWith = (phrase: string) => sql<SqlBool>`search_text like ${escapeLike(phrase) + '%'} escape '\\'`;

// The same prefix as a range SQLite's index serves (its LIKE uses no index; PostgreSQL's text_pattern_ops index
// serves the LIKE itself).
const prefixRange = (phrase: string) => sql<SqlBool>`search_text >= ${phrase} and search_text < ${phrase + '\u{10FFFF}'}`;

function matching(eb: ExpressionBuilder<Schema, 'products'>, match: ProductMatch, words = match.words) {
  const conditions: Expression<SqlBool>[] = [eb('status', '=', 'publish'), eb('type', 'in', ['simple', 'variable']), ...words.map(contains)];
  if (match.categoryIds) {
    conditions.push(
      eb('id', 'in', eb.selectFrom('product_categories').select('product_id').where('category_id', 'in', match.categoryIds)),
    );
  }
  return eb.and(conditions);
}

function matched(db: Db, match: ProductMatch, source: SearchSource, words = match.words) {
  const query = db.selectFrom('products').select('id').where((eb) => matching(eb, match, words));
  return source === 'walk' ? query : query.where(isOneOf(db, 'id', source));
}

// The shop's first `walked` best sellers in the place of the products table: a walk that stops there, found or not.
function amongBestSellers(db: Db, match: ProductMatch, walked: number) {
  const bestSellers = sql`(select id, status, type, search_text, total_sales from products where ${listedProducts} order by total_sales desc, id limit ${walked})`;
  return db.selectFrom(bestSellers.as('products') as unknown as 'products').select('id').where((eb) => matching(eb, match));
}

const ids = (rows: { id: number }[]) => rows.map((r) => r.id);

// Names starting with the phrase, best sellers first: a phrase shared by few names is read through the prefix
// index, one shared by many by walking the best sellers. The words are the phrase's, so a name starting with it
// holds them all: they are left out.
async function startingWithPhrase(db: Db, match: ProductMatch, limit: number): Promise<number[]> {
  const few = await db.selectFrom((sub) => sub.selectFrom('products').select('id').where(prefixRange(match.phrase)).limit(commonWordThreshold + 1).as('p'))
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  const query = matched(db, match, 'walk', []).where(Number(few.n) > commonWordThreshold ? startsWith(match.phrase) : prefixRange(match.phrase));
  return ids(await query.orderBy('total_sales', 'desc').orderBy('id').limit(limit).execute());
}

// A short list of candidates (at most `rankedAtMost`) is ranked in one statement; a name starting with the phrase
// holds every word, so one filter serves both parts.
async function rankedAmong(db: Db, match: ProductMatch, source: readonly number[], limit: number, offset: number): Promise<number[]> {
  const rows = await matched(db, match, source)
    .orderBy(sql`case when ${startsWith(match.phrase)} then 0 else 1 end`)
    .orderBy('total_sales', 'desc')
    .orderBy('id')
    .limit(limit)
    .offset(offset)
    .execute();
  return ids(rows);
}

// On PostgreSQL the choice and the statements below (SQLite's) are one call, migration 026's `search_ids`: each round
// trip cost a live search about as much as its statement.
async function idsOnPostgres(db: Db, match: ProductMatch, limit: number, offset: number, walked?: number): Promise<number[]> {
  const looked = await lookedUpOnPostgres(db, match.words);
  const { rows } = await sql<{ ids: number[] }>`select search_ids(${looked}::text[], ${looked.map(containing)}::text[],
    ${match.words.map(containing)}::text[], ${escapeLike(match.phrase) + '%'}, ${match.categoryIds ?? null}::integer[],
    ${offset + limit}::integer, ${offset}::integer, ${walked ?? null}::integer, ${rankedAtMost}::integer) as ids`.execute(db);
  return rows[0]!.ids;
}

/**
 * Ids of matching products: names starting with the query first, then best sellers, then oldest. When the words
 * cannot be looked up (none of 3 characters, or too common), the walk for them reads `walkedAtMost` best sellers at
 * most: a live suggestion of "ao be", which no listed product holds, read the whole shop (200 ms at 100k).
 */
export async function findProductIds(db: Db, match: ProductMatch, limit: number, offset = 0, walkedAtMost?: number): Promise<number[]> {
  if (dialectOf(db) === 'postgres') return idsOnPostgres(db, match, limit, offset, walkedAtMost);
  const wanted = offset + limit;
  const source = await searchSource(db, match.words);
  if (source !== 'walk') return source.length === 0 ? [] : rankedAmong(db, match, source, limit, offset);
  const first = await startingWithPhrase(db, match, wanted);
  if (first.length >= wanted) return first.slice(offset, wanted);
  const beyondPhrase = (walk: ReturnType<typeof matched>) =>
    walk.where((eb) => eb.not(startsWith(match.phrase))).orderBy('total_sales', 'desc').orderBy('id').limit(wanted - first.length);
  // An unbounded walk may read the whole shop (270 ms at 100k on SQLite): off the event loop (decision 071).
  const rest = walkedAtMost === undefined
    ? await readAside(db, beyondPhrase(matched(db, match, source)))
    : await beyondPhrase(amongBestSellers(db, match, walkedAtMost)).execute();
  return [...first, ...ids(rest)].slice(offset, wanted);
}

/** How many products match, exactly up to `countedAtMost`. */
export async function countProducts(db: Db, match: ProductMatch): Promise<number> {
  const source = await searchSource(db, match.words);
  if (source !== 'walk' && source.length === 0) return 0;
  const counting = db.selectFrom(matched(db, match, source).limit(countedAtMost).as('m')).select((eb) => eb.fn.countAll<number>().as('count'));
  // Words that cannot be looked up are counted through the whole shop: off the event loop (decision 071).
  const [row] = source === 'walk' ? await readAside(db, counting) : await counting.execute();
  return Number(row!.count);
}
