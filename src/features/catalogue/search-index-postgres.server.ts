import { sql } from 'kysely';
import type { Db } from '../../db/index.server';

// The 3-character pieces of a word, as migration 024 counts them (characters, not bytes).
export function trigramsOf(word: string): string[] {
  const chars = [...word];
  return chars.slice(0, -2).map((_, i) => chars.slice(i, i + 3).join(''));
}

interface Bound {
  word: string;
  /** At most this many listed products hold it. */
  bound: number;
}

// How many listed products can hold each word, rarest first: a product holding a word holds each of its trigrams, so
// no more than the fewest holding any one (none when a trigram is in no listed product). One primary-key read each.
async function wordBounds(db: Db, words: string[]): Promise<Bound[]> {
  const { rows } = await sql<{ trigram: string; products: number }>`select trigram, products from search_trigrams
    where trigram = any(${[...new Set(words.flatMap(trigramsOf))]})`.execute(db);
  const held = new Map(rows.map((r) => [r.trigram, Number(r.products)]));
  return words.map((word) => ({ word, bound: Math.min(...trigramsOf(word).map((t) => held.get(t) ?? 0)) })).sort((a, b) => a.bound - b.bound);
}

// The walk starts with the best sellers: if none of this many holds every word, it may read the whole table ("xach
// jean", two common words that never meet: 5 s at 1M). Read until the first that holds them.
const bestSellersAsked = 500;

async function meetAmongBestSellers(db: Db, patterns: string[]): Promise<boolean> {
  const { rows } = await sql<{ met: boolean }>`select exists (select 1 from (select search_text from products
    where status = 'publish' and type in ('simple', 'variable') order by total_sales desc, id limit ${bestSellersAsked}) b
    where b.search_text like all(${patterns}::text[])) as met`.execute(db);
  return Boolean(rows[0]?.met);
}

// Listed products holding every pattern, through the listed trigram index; undefined when more than `most`.
async function listedHolding(db: Db, patterns: string[], most: number): Promise<number[] | undefined> {
  const { rows } = await sql<{ id: number }>`select listed_holding as id from listed_holding(${patterns}::text[], ${most + 1})`.execute(db);
  if (rows.length > most) return undefined;
  return rows.map((r) => r.id).sort((a, b) => a - b);
}

/**
 * On PostgreSQL, ids of listed products that may hold every word (each of 3+ characters), read through the listed
 * products' trigram index: those holding the rarest word when the trigram counts show at most `most` can, or, when
 * every word is common but none of the first best sellers holds them together, those holding the rarest words
 * together (at most `most`).
 * Otherwise undefined: walking the best sellers finds a page sooner. The search checks every word on these ids, so
 * the counts and the best sellers only choose what is read. `like` is a word's LIKE pattern.
 */
export async function fewListedHolding(db: Db, words: string[], like: (word: string) => string, most: number): Promise<number[] | undefined> {
  const bounds = await wordBounds(db, words);
  const rarest = bounds[0]!;
  if (rarest.bound === 0) return [];
  if (rarest.bound <= most) return listedHolding(db, [like(rarest.word)], most);
  if (words.length < 2 || (await meetAmongBestSellers(db, words.map(like)))) return undefined;
  // Far commoner words narrow little and make the index read long lists ("mau", in every name: 5 ms at 1M).
  const narrowing = bounds.filter((b) => b.bound <= 4 * rarest.bound);
  return listedHolding(db, narrowing.map((b) => like(b.word)), most);
}
