import { sql } from 'kysely';
import type { Db } from '../../db/index.server';

/**
 * On PostgreSQL, ids of listed products that may hold every word (each of 3+ characters), read through the listed
 * products' trigram index: those holding the rarest word when the trigram counts show at most `most` can, or, when
 * every word is common but none of the first best sellers holds them together, those holding the rarest words
 * together (at most `most`).
 * Otherwise undefined: walking the best sellers finds a page sooner. The search checks every word on these ids, so
 * the counts and the best sellers only choose what is read. `like` is a word's LIKE pattern. One round trip: the
 * choice is migration 025's `search_source`.
 */
export async function fewListedHolding(db: Db, words: string[], like: (word: string) => string, most: number): Promise<number[] | undefined> {
  const { rows } = await sql<{ ids: number[] | null }>`select search_source(${words}::text[], ${words.map(like)}::text[], ${most}) as ids`.execute(db);
  return rows[0]?.ids ?? undefined;
}
