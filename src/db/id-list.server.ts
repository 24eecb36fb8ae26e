import { PostgresAdapter, sql, type RawBuilder, type SqlBool } from 'kysely';
import type { Db, Dialect } from './index.server';

/** The dialect behind a Kysely instance, for the few queries each database serves its own way. */
export function dialectOf(db: Db): Dialect {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}

/**
 * `column in (ids)` with the list bound as one parameter, so lists of every length share one SQL text (one
 * compiled statement) instead of one `in (?, ?, …)` per length.
 */
export function isOneOf(db: Db, column: string, ids: readonly number[]): RawBuilder<SqlBool> {
  return dialectOf(db) === 'postgres'
    ? sql<SqlBool>`${sql.ref(column)} = any(${[...ids]})`
    : sql<SqlBool>`${sql.ref(column)} in (select value from json_each(${JSON.stringify(ids)}))`;
}
