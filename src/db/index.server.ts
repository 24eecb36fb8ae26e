import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import { openNodeSqlite } from './node-sqlite.server';
import type { Schema } from './schema';
import { migrateToLatest } from './migrate.server';
import { useNamedStatements } from './named-statements.server';
import { warmBeforeUse } from './connection-warm-ups.server';

export type Dialect = 'sqlite' | 'postgres';
export type Db = Kysely<Schema>;

export interface Database {
  db: Db;
  dialect: Dialect;
  close(): Promise<void>;
}

// COUNT(*) and BIGINT come back from pg as strings; the shop's numbers all fit a double.
pg.types.setTypeParser(20, (v) => Number.parseInt(v, 10));
pg.types.setTypeParser(1700, (v) => Number.parseFloat(v));

/** Opens the database named by the URL (file:… or postgres://…) and brings its schema up to date. */
export async function openDatabase(url: string, options: { schema?: string } = {}): Promise<Database> {
  const database = url.startsWith('file:') ? openSqlite(url.slice('file:'.length)) : openPostgres(url, options.schema);
  await migrateToLatest(database.db, database.dialect);
  return database;
}

function openSqlite(path: string): Database {
  if (path !== ':memory:') mkdirSync(dirname(resolve(path)), { recursive: true });
  const db = new Kysely<Schema>({ dialect: new SqliteDialect({ database: openNodeSqlite(path) }) });
  return { db, dialect: 'sqlite', close: () => db.destroy() };
}

function openPostgres(url: string, schema?: string): Database {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    // Idle connections stay open (pg closes them after 10 s): a new one prepares its statements again (decision 067)
    // and runs the search's warm-up (decision 051), which a quiet shop's shoppers would meet every few seconds. At
    // most `max` per process; one the server drops is replaced on the next borrow.
    idleTimeoutMillis: 0,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  pool.on('connect', useNamedStatements);
  pool.on('acquire', warmBeforeUse);
  const db = new Kysely<Schema>({ dialect: new PostgresDialect({ pool }) });
  return { db, dialect: 'postgres', close: () => db.destroy() };
}
