import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases, type TestDatabase } from '../../tests/support/databases';
import type { Database } from './index.server';
import { readAside } from './reading-thread.server';

// Decision 071: a statement that reads much runs on SQLite from a thread of its own.
describe.each(testDatabases.map((d) => [d.name, d] as [string, TestDatabase]))('statements read aside on %s', (name, kind) => {
  let database: Database & { dataDir: string };
  beforeAll(async () => {
    database = await kind.open();
    await database.db.insertInto('images').values([1, 2, 3].map((n) => ({ file: `${n}.jpg`, width: n, height: 10 * n }))).execute();
  });
  afterAll(() => database?.close());

  it('issue 10 target 3: answers the rows the connection itself would, the committed ones', async () => {
    const query = database.db.selectFrom('images').select(['width', 'file']).where('height', '>=', 20).orderBy('width');
    expect(await readAside(database.db, query)).toEqual(await query.execute());
    await database.db.insertInto('images').values({ file: '4.jpg', width: 4, height: 40 }).execute();
    expect((await readAside(database.db, query)).map((r) => r.width)).toEqual([2, 3, 4]);
  });

  it("issue 10 target 3: a failing statement rejects with the database's error, and the next one is answered", async () => {
    const broken = database.db.selectFrom('images').select(sql<number>`no_such_column`.as('x'));
    await expect(readAside(database.db, broken)).rejects.toThrow(/no_such_column/);
    expect(await readAside(database.db, database.db.selectFrom('images').select('width').where('width', '=', 1))).toEqual([{ width: 1 }]);
  });

  it.runIf(name === 'sqlite')('issue 10 target 3: timers and requests go on while a long statement runs', async () => {
    let ticks = 0;
    const ticking = setInterval(() => ticks++, 5);
    const started = performance.now();
    const long = database.db
      .selectFrom(sql`(with recursive n(i) as (select 1 union all select i + 1 from n where i < 3000000) select count(*) as c from n)`.as('t'))
      .select(sql<number>`c`.as('count'));
    const [row] = await readAside(database.db, long);
    const tookMs = performance.now() - started;
    clearInterval(ticking);
    expect(Number(row!.count)).toBe(3_000_000);
    expect(tookMs).toBeGreaterThan(50); // long enough that a statement run on this thread would have held every tick
    expect(ticks).toBeGreaterThan(2);
  });
});
