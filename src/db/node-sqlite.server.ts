import { DatabaseSync, type StatementSync } from 'node:sqlite';
import type { SqliteDatabase, SqliteStatement } from 'kysely';

type Bindable = null | number | bigint | string | Uint8Array;

// node:sqlite binds no booleans, Dates or undefined; Kysely may hand us any of them.
function bindable(value: unknown): Bindable {
  if (value === undefined || value === null) return null;
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (value instanceof Date) return value.toISOString();
  return value as Bindable;
}

/** Adapts Node's built-in SQLite to the driver interface Kysely's SqliteDialect expects. */
export function openNodeSqlite(path: string): SqliteDatabase & { raw: DatabaseSync } {
  const db = new DatabaseSync(path);
  db.exec('PRAGMA journal_mode = WAL; PRAGMA foreign_keys = ON; PRAGMA busy_timeout = 5000; PRAGMA synchronous = NORMAL;');
  // Kysely prepares every query anew; the shop runs a small set of SQL texts, so keep them compiled, with
  // whether they return rows (asking the statement costs as much as a small query).
  const statements = new Map<string, { stmt: StatementSync; reader: boolean }>();
  const compiled = (sql: string) => {
    let entry = statements.get(sql);
    if (!entry) {
      if (statements.size >= 1000) statements.clear();
      const stmt = db.prepare(sql);
      statements.set(sql, (entry = { stmt, reader: stmt.columns().length > 0 }));
    }
    return entry;
  };
  return {
    raw: db,
    close: () => db.close(),
    prepare(sql: string): SqliteStatement {
      // A transaction takes the write lock when it begins, waiting out busy_timeout if another process holds it: one
      // that read first and wrote later could not be upgraded once another process had written (SQLITE_BUSY at once).
      const { stmt, reader } = compiled(sql === 'begin' ? 'begin immediate' : sql);
      const args = (p: ReadonlyArray<unknown>) => p.map(bindable);
      return {
        reader,
        all: (p) => stmt.all(...args(p)),
        run: (p) => {
          const r = stmt.run(...args(p));
          return { changes: r.changes, lastInsertRowid: r.lastInsertRowid };
        },
        iterate: (p) => stmt.iterate(...args(p)),
      } as SqliteStatement;
    },
  };
}
