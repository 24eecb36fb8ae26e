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

/**
 * On PostgreSQL, ids of listed products holding the rarest of the words (each of 3+ characters) when the trigram
 * counts show at most `most` can hold it, read through the listed products' trigram index; otherwise undefined (every
 * word is common, and walking the best sellers finds a page sooner). The search checks every word on these ids, so
 * the counts only choose what is read. `like` is a word's LIKE pattern.
 */
export async function fewListedHolding(db: Db, words: string[], like: (word: string) => string, most: number): Promise<number[] | undefined> {
  const { word, bound } = await rarestWord(db, words);
  if (bound === 0) return [];
  if (bound > most) return undefined;
  const { rows } = await sql<{ id: number }>`select listed_holding as id from listed_holding(${[like(word)]}::text[], ${most + 1})`.execute(db);
  if (rows.length > most) return undefined;
  return rows.map((r) => r.id).sort((a, b) => a - b);
}
