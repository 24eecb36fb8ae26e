import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { openDatabase, type Database } from '../../src/db/index.server';

export interface TestDatabase {
  name: 'sqlite' | 'postgres';
  open(): Promise<Database & { dataDir: string }>;
}

// A fresh SQLite file in its own temporary data folder.
const sqlite: TestDatabase = {
  name: 'sqlite',
  async open() {
    const dataDir = mkdtempSync(join(tmpdir(), 'shop-test-'));
    const database = await openDatabase(`file:${join(dataDir, 'shop.db')}`);
    return { ...database, dataDir, close: async () => { await database.close(); rmSync(dataDir, { recursive: true, force: true }); } };
  },
};

// A fresh schema in TEST_DATABASE_URL, dropped on close, so test files never see each other's rows.
function postgres(url: string): TestDatabase {
  return {
    name: 'postgres',
    async open() {
      const schema = `t_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      await admin.query(`CREATE SCHEMA ${schema}`);
      await admin.end();
      const dataDir = mkdtempSync(join(tmpdir(), 'shop-test-'));
      const database = await openDatabase(url, { schema });
      return {
        ...database,
        dataDir,
        close: async () => {
          await database.close();
          const c = new pg.Client({ connectionString: url });
          await c.connect();
          await c.query(`DROP SCHEMA ${schema} CASCADE`);
          await c.end();
          rmSync(dataDir, { recursive: true, force: true });
        },
      };
    },
  };
}

/** The databases every data test runs on: SQLite always, PostgreSQL when TEST_DATABASE_URL is set. */
export const testDatabases: TestDatabase[] = process.env.TEST_DATABASE_URL
  ? [sqlite, postgres(process.env.TEST_DATABASE_URL)]
  : [sqlite];
