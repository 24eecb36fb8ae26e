import { sql, type RawBuilder, type SqlBool } from 'kysely';
import { dialectOf } from './dialect.server';
import type { Db } from './index.server';
import { boundAs } from './prepared.server';

export { dialectOf } from './dialect.server';

/**
 * `column in (ids)` with the list bound as one parameter, so lists of every length share one SQL text (one
 * compiled statement) instead of one `in (?, ?, …)` per length. Takes a prepared statement's stand-in too.
 */
export function isOneOf(db: Db, column: string, ids: readonly number[]): RawBuilder<SqlBool> {
  return dialectOf(db) === 'postgres'
    ? sql<SqlBool>`${sql.ref(column)} = any(${boundAs(ids, (list) => [...list])})`
    : sql<SqlBool>`${sql.ref(column)} in (select value from json_each(${boundAs(ids, (list) => JSON.stringify(list))}))`;
}
