import type { Insertable, Transaction } from 'kysely';
import type { Schema } from '../schema';

type Trx = Transaction<Schema>;
type Table = keyof Schema;

// Bound parameters per statement: below PostgreSQL's 65535 and SQLite's 32766.
const maxParameters = 30_000;

function chunks<T>(rows: readonly T[]): T[][] {
  const columns = Math.max(1, Object.keys(rows[0] ?? {}).length);
  const size = Math.max(1, Math.floor(maxParameters / columns));
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size));
  return out;
}

/** Multi-row inserts, as few statements as the parameter limits allow. */
export async function insertRows<T extends Table>(trx: Trx, table: T, rows: readonly Insertable<Schema[T]>[]): Promise<void> {
  for (const chunk of chunks(rows)) {
    await trx.insertInto(table).values(chunk as never).execute();
  }
}

/**
 * Multi-row inserts that return the new ids in the order of `rows`. Ids within one statement are
 * handed out in row order, but RETURNING order is not promised, so each statement's ids are sorted.
 */
export async function insertReturningIds<T extends 'images' | 'products' | 'reviews' | 'comments' | 'menu_items' | 'posts' | 'categories' | 'attributes' | 'attribute_terms'>(
  trx: Trx,
  table: T,
  rows: readonly Insertable<Schema[T]>[],
): Promise<number[]> {
  const ids: number[] = [];
  for (const chunk of chunks(rows)) {
    const returned = (await trx
      .insertInto(table)
      .values(chunk as never)
      .returning('id' as never)
      .execute()) as unknown as { id: number }[];
    ids.push(...returned.map((r) => Number(r.id)).sort((a, b) => a - b));
  }
  return ids;
}
