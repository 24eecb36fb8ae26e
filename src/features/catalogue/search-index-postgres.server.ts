import { sql } from 'kysely';
import type { Db } from '../../db/index.server';

// The 3-character pieces of a word, as migration 024 counts them (characters, not bytes).
export function trigramsOf(word: string): string[] {
  const chars = [...word];
  return chars.slice(0, -2).map((_, i) => chars.slice(i, i + 3).join(''));
}

interface Rarest {
  word: string;
  /** At most this many listed products hold it. */
  bound: number;
}

// The word the fewest listed products can hold: a product holding a word holds each of its trigrams, so no more than
// the fewest holding any one (none when a trigram is in no listed product). One primary-key read per trigram.
async function rarestWord(db: Db, words: string[]): Promise<Rarest> {
  const { rows } = await sql<{ trigram: string; products: number }>`select trigram, products from search_trigrams
    where trigram = any(${[...new Set(words.flatMap(trigramsOf))]})`.execute(db);
  const held = new Map(rows.map((r) => [r.trigram, Number(r.products)]));
  const bounds = words.map((word) => ({ word, bound: Math.min(...trigramsOf(word).map((t) => held.get(t) ?? 0)) }));
  return bounds.reduce((a, b) => (b.bound < a.bound ? b : a));
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
 * every word is common but none of the first best sellers holds them together, those holding all (at most `most`).
 * Otherwise undefined: walking the best sellers finds a page sooner. The search checks every word on these ids, so
 * the counts and the best sellers only choose what is read. `like` is a word's LIKE pattern.
 */
export async function fewListedHolding(db: Db, words: string[], like: (word: string) => string, most: number): Promise<number[] | undefined> {
  const { word, bound } = await rarestWord(db, words);
  if (bound === 0) return [];
  if (bound <= most) return listedHolding(db, [like(word)], most);
  const patterns = words.map(like);
  if (words.length < 2 || (await meetAmongBestSellers(db, patterns))) return undefined;
  return listedHolding(db, patterns, most);
}
