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
  // Kysely prepares every query anew; the shop runs a small set of SQL texts, so keep them compiled.
  const statements = new Map<string, StatementSync>();
  const compiled = (sql: string) => {
    let stmt = statements.get(sql);
    if (!stmt) {
      if (statements.size >= 1000) statements.clear();
      statements.set(sql, (stmt = db.prepare(sql)));
    }
    return stmt;
  };
  return {
    raw: db,
    close: () => db.close(),
    prepare(sql: string): SqliteStatement {
      const stmt = compiled(sql);
      const args = (p: ReadonlyArray<unknown>) => p.map(bindable);
      return {
        reader: stmt.columns().length > 0,
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
