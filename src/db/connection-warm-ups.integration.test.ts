import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases, type TestDatabase } from '../../tests/support/databases';
import { warmEachConnection } from './connection-warm-ups.server';
import type { Database } from './index.server';

const postgres = testDatabases.filter((d) => d.name === 'postgres').map((d) => [d.name, d] as [string, TestDatabase]);

describe.each(postgres)('connection warm-ups on %s', (_name, kind) => {
  let database: Database & { dataDir: string };
  beforeAll(async () => {
    database = await kind.open();
  });
  afterAll(() => database?.close());

  // Each run appends an x to a setting of the connection's session: how many times the connection ran the warm-up.
  const runs = async () => (await sql<{ runs: string }>`select current_setting('shop.warm_ups', true) as runs`.execute(database.db)).rows[0]!.runs;

  it('issue 10: every connection runs a warm-up once, before its first use after it is registered', async () => {
    expect(await runs()).toBeFalsy();
    warmEachConnection(`select set_config('shop.warm_ups', coalesce(current_setting('shop.warm_ups', true), '') || 'x', false)`);
    for (let i = 0; i < 3; i++) expect(await runs()).toBe('x');
    // Statements at once borrow connections of their own, new ones included.
    const together = await Promise.all(Array.from({ length: 4 }, () => database.db.connection().execute(async (db) => {
      await sql`select pg_sleep(0.05)`.execute(db);
      return (await sql<{ runs: string }>`select current_setting('shop.warm_ups', true) as runs`.execute(db)).rows[0]!.runs;
    })));
    expect(together).toEqual(['x', 'x', 'x', 'x']);
  });
});
