import { PostgresAdapter } from 'kysely';
import type { Db, Dialect } from './index.server';

/** The dialect behind a Kysely instance, for the few queries each database serves its own way. */
export function dialectOf(db: Db): Dialect {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}
