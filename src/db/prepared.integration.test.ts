import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases, type TestDatabase } from '../../tests/support/databases';
import { isOneOf } from './id-list.server';
import type { Database, Db } from './index.server';
import { sql } from 'kysely';
import { prepared, preparedShapes } from './prepared.server';

describe.each(testDatabases.map((d) => [d.name, d] as [string, TestDatabase]))('prepared statements on %s', (name, kind) => {
  let database: Database & { dataDir: string };
  let ids: number[];
  beforeAll(async () => {
    database = await kind.open();
    await database.db.insertInto('images').values([1, 2, 3, 4, 5].map((n) => ({ file: `${n}.jpg`, width: n, height: 10 * n }))).execute();
    ids = (await database.db.selectFrom('images').select('id').orderBy('id').execute()).map((r) => r.id);
  });
  afterAll(() => database?.close());

  it('issue 10: built and compiled once, then each call binds its own values, id lists included', async () => {
    let builds = 0;
    const widths = prepared((db: Db, { list, least }: { list: number[]; least: number }) => {
      builds += 1;
      return db.selectFrom('images').select('width').where(isOneOf(db, 'id', list)).where('height', '>=', least).orderBy('width');
    });
    const run = async (list: number[], least: number) => (await widths(database.db, { list, least })).map((r) => r.width);
    expect(await run([ids[0]!, ids[2]!, ids[4]!], 0)).toEqual([1, 3, 5]);
    const afterFirst = builds;
    expect(await run([ids[0]!, ids[2]!, ids[4]!], 30)).toEqual([3, 5]);
    expect(await run([ids[1]!], 0)).toEqual([2]);
    expect(await run([], 0)).toEqual([]);
    expect(builds).toBe(afterFirst);
  });

  it('issue 10: one statement per shape, each with its own values', async () => {
    const page = preparedShapes((db: Db, { limit }: { limit: number }, shape: { direction: 'asc' | 'desc' }) =>
      db.selectFrom('images').select('width').orderBy('width', shape.direction).limit(limit),
    );
    const run = async (direction: 'asc' | 'desc', limit: number) => (await page(database.db, { direction }, { limit })).map((r) => r.width);
    expect(await run('asc', 2)).toEqual([1, 2]);
    expect(await run('desc', 2)).toEqual([5, 4]);
    expect(await run('asc', 3)).toEqual([1, 2, 3]);
    expect(await run('desc', 1)).toEqual([5]);
  });

  it('issue 10: a statement that reads its values while being built is refused, not run wrong', async () => {
    const wrong = prepared((db: Db, { list }: { list: number[] }) => db.selectFrom('images').select('width').where('id', 'in', list.length ? list : [0]));
    await expect(wrong(database.db, { list: [ids[0]!] })).rejects.toThrow(/depends on its values/);
  });

  it.runIf(name === 'postgres')('issue 10: on PostgreSQL each connection prepares the statement once, under its name', async () => {
    const wide = prepared((db: Db, { least }: { least: number }) => db.selectFrom('images').select('width').where('width', '>=', least).orderBy('width'));
    const kept = await database.db.transaction().execute(async (trx) => {
      expect((await wide(trx, { least: 4 })).map((r) => r.width)).toEqual([4, 5]);
      expect((await wide(trx, { least: 5 })).map((r) => r.width)).toEqual([5]);
      const { rows } = await sql<{ name: string }>`select name from pg_prepared_statements where statement like ${'%"images"%"width" >= $1%'}`.execute(trx);
      return rows;
    });
    expect(kept).toHaveLength(1);
    expect(kept[0]!.name).toMatch(/^shop_/);
  });

  it.runIf(name === 'postgres')("issue 10: a kept statement whose table gained a column is prepared again, not refused", async () => {
    await sql`create table prepared_probe (id integer primary key)`.execute(database.db);
    await sql`insert into prepared_probe values (1)`.execute(database.db);
    const probe = prepared((db: Db, { id }: { id: number }) => db.selectFrom('prepared_probe' as never).selectAll().where('id' as never, '=', id as never));
    // One connection throughout, outside a transaction (within one, the refusal aborts it: the next try succeeds).
    const rows = await database.db.connection().execute(async (one) => {
      expect(await probe(one, { id: 1 })).toEqual([{ id: 1 }]);
      await sql`alter table prepared_probe add column note text default 'mới'`.execute(one);
      return probe(one, { id: 1 });
    });
    expect(rows).toEqual([{ id: 1, note: 'mới' }]);
  });
});
