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

/** A new empty schema in the PostgreSQL database at `url`; its name. */
export async function createSchema(url: string): Promise<string> {
  const schema = `t_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  await adminQuery(url, `CREATE SCHEMA ${schema}`);
  return schema;
}

export const dropSchema = (url: string, schema: string) => adminQuery(url, `DROP SCHEMA ${schema} CASCADE`);

/** The URL a separate process (the shop's own DATABASE_URL) opens to work in `schema`. */
export const urlWithSchema = (url: string, schema: string) => `${url}${url.includes('?') ? '&' : '?'}options=${encodeURIComponent(`-c search_path=${schema}`)}`;

async function adminQuery(url: string, text: string) {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(text);
  } finally {
    await admin.end();
  }
}

// A fresh schema in TEST_DATABASE_URL, dropped on close, so test files never see each other's rows.
function postgres(url: string): TestDatabase {
  return {
    name: 'postgres',
    async open() {
      const schema = await createSchema(url);
      const dataDir = mkdtempSync(join(tmpdir(), 'shop-test-'));
      const database = await openDatabase(url, { schema });
      return {
        ...database,
        dataDir,
        close: async () => {
          await database.close();
          await dropSchema(url, schema);
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
