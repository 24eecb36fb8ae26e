import { join } from 'node:path';
import { Kysely, PostgresDialect, sql, SqliteDialect, type CompiledQuery, type LogEvent } from 'kysely';
import pg from 'pg';
import type { Database, Db } from '../../src/db/index.server';
import { openNodeSqlite } from '../../src/db/node-sqlite.server';
import type { Schema } from '../../src/db/schema';

/**
 * A second connection to a test database that keeps every statement it runs, with its values. Prepared statements
 * (`src/db/prepared.server.ts`) are compiled once and run as compiled, so a Kysely plugin never sees them; the
 * connection's own log does.
 */
export async function recordingConnection(database: Database & { dataDir: string }): Promise<{ db: Db; seen: CompiledQuery[]; close(): Promise<void> }> {
  const seen: CompiledQuery[] = [];
  const log = (event: LogEvent) => void seen.push(event.query);
  if (database.dialect === 'sqlite') {
    const db = new Kysely<Schema>({ dialect: new SqliteDialect({ database: openNodeSqlite(join(database.dataDir, 'shop.db')) }), log });
    return { db, seen, close: () => db.destroy() };
  }
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(database.db);
  const pool = new pg.Pool({ connectionString: process.env.TEST_DATABASE_URL, max: 2, options: `-c search_path=${rows[0]!.schema}` });
  const db = new Kysely<Schema>({ dialect: new PostgresDialect({ pool }), log });
  return { db, seen, close: () => db.destroy() };
}
